import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readAdminStats } from '#server/domain/admin/admin-stats';
import { ROUTE_COMPRESSION } from '#server/plugins/compression';
import { ZAdminStats, ZStatsQuery } from '#shared/schemas/admin-stats';
import { ZErrorBody } from '#shared/schemas/error';
import type { TAdminRouteOptions } from './admin-routes';

/** The statistics page's figures, computed for the asked period at every request. */
export function statsRoutes(deps: TAdminRouteOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/stats',
      {
        compress: ROUTE_COMPRESSION,
        schema: {
          tags: ['admin'],
          summary:
            'Visits, CTA clicks, lists, outbound clicks and purchases by retailer, giving, reports and the funnel for a period',
          querystring: ZStatsQuery,
          response: { 200: ZAdminStats, 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody },
        },
      },
      (request) => readAdminStats(deps.db, request.query, deps.clock.now()),
    );
  };
}
