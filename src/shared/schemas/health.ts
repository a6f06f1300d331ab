import { z } from 'zod';

export const ZHealth = z
  .object({
    status: z.enum(['ok', 'unavailable']),
    database: z.object({ isUp: z.boolean(), roundTripMs: z.number().nullable() }),
  })
  .meta({ id: 'Health' });
export type THealth = z.infer<typeof ZHealth>;
