import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type THealth, ZHealth } from '../../shared/schemas/health';
import type { TDatabaseHandle } from '../db/client';

export const HEALTH_PROBE_MAX_AGE_MS = 1000;

// A successful database round trip is reused for up to a second, and checks arriving while a round
// trip is under way share it: a load balancer's or a monitor's checks (or a flood of them) cost the
// database one `select 1` per second, not one per request. After a failure every check probes
// again, so recovery shows at once.
export function createHealthProbe(database: TDatabaseHandle, maxAgeMs = HEALTH_PROBE_MAX_AGE_MS) {
  let lastSuccess: { at: number; roundTripMs: number } | null = null;
  let inFlight: Promise<THealth> | null = null;

  async function probeDatabase(): Promise<THealth> {
    try {
      const roundTripMs = await database.ping();
      lastSuccess = { at: performance.now(), roundTripMs };
      return { status: 'ok', database: { isUp: true, roundTripMs } };
    } catch {
      lastSuccess = null;
      return { status: 'unavailable', database: { isUp: false, roundTripMs: null } };
    }
  }

  return (): Promise<THealth> => {
    if (lastSuccess && performance.now() - lastSuccess.at < maxAgeMs) {
      return Promise.resolve({
        status: 'ok',
        database: { isUp: true, roundTripMs: lastSuccess.roundTripMs },
      });
    }
    inFlight ??= probeDatabase().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}

export function healthRoutes(database: TDatabaseHandle): FastifyPluginAsyncZod {
  return async (app) => {
    const probe = createHealthProbe(database);
    app.get(
      '/api/health',
      {
        schema: {
          tags: ['system'],
          summary: 'Liveness and database round trip (measured at most a second ago)',
          response: { 200: ZHealth, 503: ZHealth },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const health = await probe();
        if (health.status === 'ok') return health;
        request.log.error('health check: the database did not answer');
        return reply.code(503).send(health);
      },
    );
  };
}
