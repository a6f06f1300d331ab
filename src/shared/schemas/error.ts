import { z } from 'zod';

export const ZErrorBody = z.object({ message: z.string() }).meta({ id: 'Error' });
export type TErrorBody = z.infer<typeof ZErrorBody>;
