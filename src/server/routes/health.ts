import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZHealth } from '../../shared/schemas/health';
import type { TDatabaseHandle } from '../db/client';

export function healthRoutes(database: TDatabaseHandle): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/health',
      {
        schema: {
          tags: ['system'],
          summary: 'Liveness and database round trip',
          response: { 200: ZHealth, 503: ZHealth },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        try {
          const roundTripMs = await database.ping();
          return { status: 'ok' as const, database: { isUp: true, roundTripMs } };
        } catch (error) {
          request.log.error({ err: error }, 'health check: database did not answer');
          return reply
            .code(503)
            .send({ status: 'unavailable' as const, database: { isUp: false, roundTripMs: null } });
        }
      },
    );
  };
}
