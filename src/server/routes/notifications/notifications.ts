import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAuth } from '#server/auth/auth';
import { createRequireUser, getCurrentUser } from '#server/auth/require-user';
import type { TDatabase } from '#server/db/client';
import {
  clearAllNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '#server/domain/notifications/notifications';
import { ROUTE_COMPRESSION } from '#server/plugins/compression';
import { HttpError } from '#server/plugins/errors';
import { ZErrorBody } from '#shared/schemas/error';
import { ZNotification, ZNotificationCountResult, ZNotificationIdParams } from '#shared/schemas/notification';
import { ZEmptyBody } from '../route-schemas';

export function notificationRoutes(deps: { db: TDatabase; auth: TAuth }): FastifyPluginAsyncZod {
  return async (app) => {
    // onRequest: an unauthenticated request is refused before its body is even parsed.
    app.addHook('onRequest', createRequireUser(deps.auth));
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get(
      '/api/notifications',
      {
        compress: ROUTE_COMPRESSION,
        schema: {
          tags: ['notifications'],
          summary: "The signed-in user's notifications, newest first",
          response: { 200: z.array(ZNotification), 401: ZErrorBody },
        },
      },
      // In the language of the answer (the page's), whatever language each notice was made in.
      (request) => listNotifications(deps.db, getCurrentUser(request).id, request.language),
    );

    app.post(
      '/api/notifications/clear-all',
      {
        schema: {
          tags: ['notifications'],
          summary: "Deletes all of the signed-in user's notifications",
          body: ZEmptyBody,
          response: { 200: ZNotificationCountResult, 401: ZErrorBody },
        },
      },
      async (request) => ({ count: await clearAllNotifications(deps.db, getCurrentUser(request).id) }),
    );

    app.post(
      '/api/notifications/mark-all-read',
      {
        schema: {
          tags: ['notifications'],
          summary: "Marks all of the signed-in user's notifications read",
          body: ZEmptyBody,
          response: { 200: ZNotificationCountResult, 401: ZErrorBody },
        },
      },
      async (request) => ({ count: await markAllNotificationsRead(deps.db, getCurrentUser(request).id) }),
    );

    app.post(
      '/api/notifications/:id/read',
      {
        schema: {
          tags: ['notifications'],
          summary: 'Marks one notification read',
          params: ZNotificationIdParams,
          body: ZEmptyBody,
          response: { 200: ZNotification, 401: ZErrorBody, 404: ZErrorBody },
        },
      },
      async (request) => {
        const notification = await markNotificationRead(
          deps.db,
          getCurrentUser(request).id,
          request.params.id,
          request.language,
        );
        if (!notification) throw new HttpError(404, { key: 'errors.notifications.notFound' });
        return notification;
      },
    );
  };
}
