import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createRequireUser } from '#server/auth/require-user';
import { listItemRoutes } from './list-item-routes';
import type { TProductRouteOptions } from './route-options';
import { searchRoutes } from './search-routes';

export function productRoutes(options: TProductRouteOptions): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(searchRoutes(options));
    await app.register(async (signedIn) => {
      signedIn.addHook('onRequest', createRequireUser(options.auth));
      signedIn.addHook('onSend', (_request, reply, payload, done) => {
        reply.header('cache-control', 'no-store');
        done(null, payload);
      });
      await signedIn.register(listItemRoutes(options));
    });
  };
}
