import { z } from 'zod';

export const ZHealth = z
  .object({
    // draining: this instance is stopping; a load balancer should send its requests elsewhere.
    status: z.enum(['ok', 'unavailable', 'draining']),
    database: z.object({ isUp: z.boolean(), roundTripMs: z.number().nullable() }),
  })
  .meta({ id: 'Health' });
export type THealth = z.infer<typeof ZHealth>;
