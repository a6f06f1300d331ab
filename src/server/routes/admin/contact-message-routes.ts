import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listContactMessages, markContactMessageHandled } from '#server/domain/admin/contact-inbox';
import {
  ZAdminContactMessage,
  ZContactInboxPage,
  ZContactInboxQuery,
  ZContactMessageParams,
} from '#shared/schemas/contact-inbox';
import { ZErrorBody } from '#shared/schemas/error';
import { WRITE_ERRORS, ZEmptyBody } from '../route-schemas';
import { readAdminActor } from './admin-actor';
import type { TAdminRouteOptions } from './admin-routes';

/** The contact form's inbox (behind the admin guard). */
export function contactMessageRoutes({ db, clock }: TAdminRouteOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/contact-messages',
      {
        schema: {
          tags: ['admin'],
          summary: 'Contact messages, newest first (open by default, 25 a page)',
          querystring: ZContactInboxQuery,
          response: { 200: ZContactInboxPage, 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody },
        },
      },
      async (request) => listContactMessages(db, request.query),
    );

    app.post(
      '/api/admin/contact-messages/:id/handled',
      {
        schema: {
          tags: ['admin'],
          summary: 'Marks a contact message handled (again: answers it unchanged)',
          params: ZContactMessageParams,
          body: ZEmptyBody,
          response: { 200: ZAdminContactMessage, ...WRITE_ERRORS },
        },
      },
      async (request) =>
        markContactMessageHandled(db, readAdminActor(request), request.params.id, clock.now()),
    );
  };
}
