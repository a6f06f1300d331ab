import { APIError } from 'better-auth/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAccountSession,
  ZAccountSettings,
  ZAccountSettingsUpdate,
  ZChangePasswordInput,
} from '../../shared/schemas/account';
import { ZErrorBody } from '../../shared/schemas/error';
import { ZMessageResult } from '../../shared/schemas/user';
import type { TAuth } from '../auth/auth';
import { copySetCookies, toFetchHeaders } from '../auth/headers';
import { isCommonPassword } from '../auth/passwords';
import { createRequireUser, getCurrentUser } from '../auth/require-user';
import type { TDatabase } from '../db/client';
import { getAccountSettings, updateAccountSettings } from '../domain/account-settings';
import { consumeRateLimit } from '../domain/rate-limits';
import { HttpError } from '../plugins/errors';
import { COMMON_PASSWORD_MESSAGE } from './auth';

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'currentPassword: Your current password is not right';

export type TAccountRouteOptions = {
  db: TDatabase;
  auth: TAuth;
  authRateLimit: { max: number; timeWindow: number; isShared: true };
};

export function accountRoutes({ db, auth, authRateLimit }: TAccountRouteOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', createRequireUser(auth));
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get(
      '/api/account/settings',
      {
        schema: {
          tags: ['account'],
          summary: 'Mail and privacy choices of the signed-in user',
          response: { 200: ZAccountSettings, 401: ZErrorBody },
        },
      },
      async (request) => {
        const settings = await getAccountSettings(db, getCurrentUser(request).id);
        if (!settings) throw new HttpError(401, 'Sign in to continue');
        return settings;
      },
    );

    app.patch(
      '/api/account/settings',
      {
        schema: {
          tags: ['account'],
          summary: 'Changes some of the mail and privacy choices',
          body: ZAccountSettingsUpdate,
          response: { 200: ZAccountSettings, 400: ZErrorBody, 401: ZErrorBody },
        },
      },
      async (request) => {
        const settings = await updateAccountSettings(db, getCurrentUser(request).id, request.body);
        if (!settings) throw new HttpError(401, 'Sign in to continue');
        return settings;
      },
    );

    app.post(
      '/api/account/change-password',
      {
        config: { rateLimit: authRateLimit },
        schema: {
          tags: ['account'],
          summary:
            'Changes the password (asks for the current one); by default signs out every other session',
          body: ZChangePasswordInput,
          response: { 200: ZMessageResult, 400: ZErrorBody, 401: ZErrorBody, 429: ZErrorBody },
        },
      },
      async (request, reply) => {
        const user = getCurrentUser(request);
        const { currentPassword, newPassword, isSigningOutOtherSessions } = request.body;
        if (isCommonPassword(newPassword)) {
          throw new HttpError(400, COMMON_PASSWORD_MESSAGE.replace(/^password:/, 'newPassword:'));
        }
        await consumeRateLimit(db, `change-password:${user.id}`, 10, 60 * 60 * 1000);
        try {
          const { headers } = await auth.api.changePassword({
            body: { currentPassword, newPassword, revokeOtherSessions: isSigningOutOtherSessions },
            headers: toFetchHeaders(request),
            returnHeaders: true,
          });
          copySetCookies(headers, reply);
        } catch (error) {
          if (error instanceof APIError && error.statusCode === 400) {
            throw new HttpError(400, WRONG_CURRENT_PASSWORD_MESSAGE);
          }
          throw error;
        }
        return {
          message: isSigningOutOtherSessions
            ? 'Your password has been changed and every other session was signed out.'
            : 'Your password has been changed.',
        };
      },
    );

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
            (a, b) =>
              Number(b.isCurrent) - Number(a.isCurrent) || b.lastActiveAt.localeCompare(a.lastActiveAt),
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
        return { message: 'Every other session was signed out.' };
      },
    );
  };
}
