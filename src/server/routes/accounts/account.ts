import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createRequireUser } from '#server/auth/require-user';
import { registerChangeEmailRoute, registerChangePasswordRoute } from './account-credentials-routes';
import { registerAccountDeletionRoute } from './account-deletion-routes';
import { registerAccountExportRoute } from './account-export-routes';
import type { TAccountRouteOptions } from './account-route-options';
import { registerAccountSessionRoutes } from './account-sessions-routes';
import { registerAccountSettingsRoutes } from './account-settings-routes';

/** The signed-in user's own account: settings, sign-in details, devices, their data and its deletion. */
export function accountRoutes(options: TAccountRouteOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', createRequireUser(options.auth));
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    registerAccountSettingsRoutes(app, options);
    registerChangePasswordRoute(app, options);
    registerAccountSessionRoutes(app, options);
    registerAccountExportRoute(app, options);
    registerChangeEmailRoute(app, options);
    registerAccountDeletionRoute(app, options);
  };
}
