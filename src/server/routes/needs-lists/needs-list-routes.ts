import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorBody } from '../../../shared/schemas/error';
import type { TAuth } from '../../auth/auth';
import { createRequireUser } from '../../auth/require-user';
import type { TPublicCache } from '../../cache/public-cache';
import type { TAddressCipher } from '../../crypto/address-cipher';
import type { TDatabase } from '../../db/client';
import type { TListViewCounter } from '../../domain/needs-lists/view-counter';
import { itemRoutes } from './item-routes';
import { listRoutes } from './list-routes';
import { photoRoutes } from './photo-routes';
import { readRoutes } from './read-routes';

export type TNeedsListRouteOptions = {
  db: TDatabase;
  auth: TAuth;
  cipher: TAddressCipher;
  dataDir: string;
  publicCache: TPublicCache;
  viewCounter: TListViewCounter;
};

export const WRITE_ERRORS = {
  400: ZErrorBody,
  401: ZErrorBody,
  403: ZErrorBody,
  404: ZErrorBody,
  409: ZErrorBody,
};

export function needsListRoutes(options: TNeedsListRouteOptions): FastifyPluginAsyncZod {
  return async (app) => {
    // One synchronous hook (it runs on every answer of these routes): nothing here is for shared
    // caches. (The domain's writes clear the app's public cache themselves, and only when a change
    // touched a list others can see: see commitListWrite.)
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
