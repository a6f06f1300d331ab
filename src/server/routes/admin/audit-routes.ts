import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listAuditEntries } from '#server/domain/admin/audit-log';
import { ZAuditPage, ZAuditQuery } from '#shared/schemas/admin';
import { ZErrorBody } from '#shared/schemas/error';
import type { TAdminRouteOptions } from './admin-routes';

/** Reading the audit log. Nothing else: no route changes or removes an entry (and the database refuses to). */
export function auditRoutes(deps: TAdminRouteOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/audit-log',
      {
        schema: {
          tags: ['admin'],
          summary: 'Admin actions, newest first, filtered by action, target or admin, 50 a page',
          querystring: ZAuditQuery,
          response: { 200: ZAuditPage, 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody },
        },
      },
      (request) => listAuditEntries(deps.db, request.query),
    );
  };
}
