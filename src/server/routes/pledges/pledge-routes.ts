import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createRequireUser } from '#server/auth/require-user';
import { donorRoutes } from './donor-routes';
import { ownerRoutes } from './owner-routes';
import type { TPledgeRouteOptions } from './route-options';

/** Giving: every route needs a signed-in user, and no answer is for shared caches. */
export function pledgeRoutes(options: TPledgeRouteOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', createRequireUser(options.auth));
    app.addHook('onSend', (_request, reply, payload, done) => {
      reply.header('cache-control', 'no-store');
      done(null, payload);
    });
    await app.register(donorRoutes(options));
    await app.register(ownerRoutes(options));
  };
}
