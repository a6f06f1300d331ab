import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createRequireUser } from '#server/auth/require-user';
import { itemRoutes } from './item-routes';
import { listRoutes } from './list-routes';
import { photoRoutes } from './photo-routes';
import { readRoutes } from './read-routes';
import type { TNeedsListRouteOptions } from './route-options';

export function needsListRoutes(options: TNeedsListRouteOptions): FastifyPluginAsyncZod {
  return async (app) => {
    // One synchronous hook (it runs on every answer of these routes): nothing here is for shared
    // caches. (The domain's writes drop the app's public answers they changed themselves, and only
    // when a change touched a list others can see: see commitListWrite.)
    app.addHook('onSend', (_request, reply, payload, done) => {
      reply.header('cache-control', 'no-store');
      done(null, payload);
    });
    await app.register(readRoutes(options));
    await app.register(async (signedIn) => {
      signedIn.addHook('onRequest', createRequireUser(options.auth));
      await signedIn.register(listRoutes(options));
      await signedIn.register(itemRoutes(options));
      await signedIn.register(photoRoutes(options));
    });
  };
}
