import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type THealth, ZHealth } from '#shared/schemas/health';
import type { TDatabaseHandle } from '../db/client';
import type { TDatabaseStatus } from '../services/database-status';
import type { TStopState } from '../services/graceful-stop';

export const HEALTH_PROBE_MAX_AGE_MS = 1000;

// A successful database round trip is reused for up to a second, and checks arriving while a round
// trip is under way share it: a load balancer's or a monitor's checks (or a flood of them) cost the
// database one `select 1` per second, not one per request. After a failure every check probes
// again, so recovery shows at once. Each answer tells the app's database status (an outage is logged
// once, when it starts and when it ends, not on every check).
export function createHealthProbe(
  database: Pick<TDatabaseHandle, 'ping'>,
  databaseStatus: Pick<TDatabaseStatus, 'markDown' | 'markUp'>,
  maxAgeMs = HEALTH_PROBE_MAX_AGE_MS,
) {
  let lastSuccess: { at: number; roundTripMs: number } | null = null;
  let inFlight: Promise<THealth> | null = null;

  async function probeDatabase(): Promise<THealth> {
    try {
      const roundTripMs = await database.ping();
      lastSuccess = { at: performance.now(), roundTripMs };
      databaseStatus.markUp();
      return { status: 'ok', database: { isUp: true, roundTripMs } };
    } catch (error) {
      lastSuccess = null;
      databaseStatus.markDown(error);
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

export function healthRoutes(deps: {
  database: TDatabaseHandle;
  databaseStatus: TDatabaseStatus;
  stopState: TStopState;
}): FastifyPluginAsyncZod {
  const { database, databaseStatus, stopState } = deps;
  return async (app) => {
    const probe = createHealthProbe(database, databaseStatus);
    app.get(
      '/api/health',
      {
        schema: {
          tags: ['system'],
          summary:
            'Liveness and database round trip (measured at most a second ago); 503 while the database is unreachable or the instance is stopping',
          response: { 200: ZHealth, 503: ZHealth },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        if (stopState.isDraining()) {
          return reply.code(503).send({
            status: 'draining',
            database: { isUp: !databaseStatus.isDown(), roundTripMs: null },
          });
        }
        const health = await probe();
        if (health.status === 'ok') return health;
        return reply.code(503).send(health);
      },
    );
  };
}
