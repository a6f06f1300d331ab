import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAuth } from '#server/auth/auth';
import { getSessionUser } from '#server/auth/require-user';
import type { TDatabase } from '#server/db/client';
import { recordAnalyticsEvents } from '#server/domain/analytics/analytics';
import type { TClock } from '#server/services/clock';
import { ZAnalyticsBatch } from '#shared/schemas/analytics';
import { ZErrorBody } from '#shared/schemas/error';

export function analyticsRoutes(deps: { db: TDatabase; auth: TAuth; clock: TClock }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/analytics/events',
      {
        bodyLimit: 64 * 1024,
        config: { rateLimit: { max: 120, timeWindow: 60_000 } },
        schema: {
          tags: ['analytics'],
          summary: 'Records a batch of first-party analytics events (sent with navigator.sendBeacon)',
          body: ZAnalyticsBatch,
          response: { 202: z.object({ accepted: z.number().int() }), 400: ZErrorBody },
        },
      },
      async (request, reply) => {
        const user = await getSessionUser(deps.auth, request);
        const accepted = await recordAnalyticsEvents(
          deps.db,
          request.body,
          user?.id ?? null,
          deps.clock.now(),
        );
        return reply.code(202).send({ accepted });
      },
    );
  };
}
