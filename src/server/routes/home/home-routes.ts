import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAuth } from '#server/auth/auth';
import { createRequireUser, getCurrentUser } from '#server/auth/require-user';
import type { TDatabase } from '#server/db/client';
import { readHomeOverview } from '#server/domain/home/home-overview';
import { ROUTE_COMPRESSION } from '#server/plugins/compression';
import { ZErrorBody } from '#shared/schemas/error';
import { ZHomeOverview } from '#shared/schemas/home';

/** The signed-in home page (/dashboard): what waits for the user, and lists they may want to help. */
export function homeRoutes(deps: { db: TDatabase; auth: TAuth }): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', createRequireUser(deps.auth));
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get(
      '/api/home',
      {
        compress: ROUTE_COMPRESSION,
        schema: {
          tags: ['home'],
          summary:
            "The signed-in user's lists needing attention (drafts, gifts to confirm, thanks to send) and suggested lists",
          querystring: z.strictObject({}),
          response: { 200: ZHomeOverview, 400: ZErrorBody, 401: ZErrorBody },
        },
      },
      (request) => readHomeOverview(deps.db, getCurrentUser(request).id),
    );
  };
}
