import { z } from 'zod';
import { toFetchHeaders } from '#server/auth/headers';
import { translate } from '#server/services/translations';
import { ZAccountSession } from '#shared/schemas/account';
import { ZErrorBody } from '#shared/schemas/error';
import { ZMessageResult } from '#shared/schemas/user';

import type { TAccountRouteOptions, TZodApp } from './account-route-options';

/** The signed-in devices: list them, sign the others out. */
export function registerAccountSessionRoutes(app: TZodApp, { auth }: TAccountRouteOptions): void {
  app.get(
    '/api/account/sessions',
    {
      schema: {
        tags: ['account'],
        summary: "The signed-in user's active sessions (devices), current first",
        response: { 200: z.array(ZAccountSession), 401: ZErrorBody },
      },
    },
    async (request) => {
      // The current session was read by the sign-in check of this request.
      const currentId = request.currentSessionId;
      const sessions = await auth.api.listSessions({ headers: toFetchHeaders(request) });
      // Session tokens stay on the server: only what a person needs to recognise a device.
      return sessions
        .map((session) => ({
          id: session.id,
          createdAt: new Date(session.createdAt).toISOString(),
          lastActiveAt: new Date(session.updatedAt).toISOString(),
          expiresAt: new Date(session.expiresAt).toISOString(),
          userAgent: session.userAgent ?? null,
          isCurrent: session.id === currentId,
        }))
        .sort(
          (a, b) => Number(b.isCurrent) - Number(a.isCurrent) || b.lastActiveAt.localeCompare(a.lastActiveAt),
        );
    },
  );

  app.post(
    '/api/account/sessions/revoke-others',
    {
      schema: {
        tags: ['account'],
        summary: 'Signs out every session but this one',
        body: z.strictObject({}).nullish(),
        response: { 200: ZMessageResult, 401: ZErrorBody },
      },
    },
    async (request) => {
      await auth.api.revokeOtherSessions({ headers: toFetchHeaders(request) });
      return { message: translate(request.language, { key: 'answers.account.otherSessionsSignedOut' }) };
    },
  );
}
