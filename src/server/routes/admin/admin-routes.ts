import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAuth } from '#server/auth/auth';
import { createRequireAdmin } from '#server/auth/require-admin';
import type { TPublicCache } from '#server/cache/public-cache';
import type { TDatabase } from '#server/db/client';
import type { TClock } from '#server/services/clock';
import type { TFileStorage } from '#server/services/file-storage';
import { auditRoutes } from './audit-routes';
import { blogAdminRoutes } from './blog-routes';
import { contactMessageRoutes } from './contact-message-routes';
import { giftRoutes } from './gift-routes';
import { moderationRoutes } from './moderation-routes';
import { statsRoutes } from './stats-routes';
import { userRoutes } from './user-routes';

export type TAdminRouteOptions = {
  db: TDatabase;
  auth: TAuth;
  publicCache: TPublicCache;
  clock: TClock;
  fileStorage: TFileStorage;
};

/**
 * Every /api/admin route, behind one guard: 401 signed out, 403 for anyone who is not an admin (the
 * role is read from the database with the session on every request, never from the client).
 */
export function adminRoutes(options: TAdminRouteOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', createRequireAdmin(options.auth));
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    await app.register(moderationRoutes(options));
    await app.register(userRoutes(options));
    await app.register(giftRoutes(options));
    await app.register(contactMessageRoutes(options));
    await app.register(auditRoutes(options));
    await app.register(statsRoutes(options));
    await app.register(blogAdminRoutes(options));
  };
}
