import { APIError } from 'better-auth/api';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EMAIL_CHANGED_CALLBACK_PATH, type TAuth } from '#server/auth/auth';
import { copySetCookies, toFetchHeaders } from '#server/auth/headers';
import { isCommonPassword } from '#server/auth/passwords';
import { createRequireUser, getCurrentUser } from '#server/auth/require-user';
import type { TAddressCipher } from '#server/crypto/address-cipher';
import type { TDatabase } from '#server/db/client';
import type { TAccountDeletionHooks } from '#server/domain/accounts/account-deletion';
import { collectAccountData } from '#server/domain/accounts/account-export';
import {
  getAccountSettings,
  getSessionCreatedAt,
  hasPassword,
  updateAccountSettings,
} from '#server/domain/accounts/account-settings';
import { HttpError } from '#server/plugins/errors';
import type { TClock } from '#server/services/clock';
import { consumeRateLimit } from '#server/services/rate-limits';
import {
  ZAccountSession,
  ZAccountSettings,
  ZAccountSettingsUpdate,
  ZChangeEmailInput,
  ZChangePasswordInput,
} from '#shared/schemas/account';
import { ZAccountExport } from '#shared/schemas/account-export';
import { ZAccountDeletionResult, ZDeleteAccountInput } from '#shared/schemas/data-deletion';
import { ZErrorBody } from '#shared/schemas/error';
import { ZMessageResult } from '#shared/schemas/user';
import { COMMON_PASSWORD_MESSAGE } from './auth';

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'currentPassword: Your current password is not right';

export const WRONG_PASSWORD_MESSAGE = 'password: Your password is not right';
export const STALE_SESSION_MESSAGE =
  'For your safety, sign out and sign in again, then delete your account within a day.';
export const EMAIL_CHANGE_SENT_MESSAGE =
  'If this address can be used, we sent a link to it. Your email changes once you open that link.';

// The same window better-auth allows for deleting an account without a password (its session freshAge).
const RECENT_SIGN_IN_MS = 24 * 60 * 60 * 1000;

export type TAccountRouteOptions = {
  db: TDatabase;
  clock: TClock;
  auth: TAuth;
  authRateLimit: { max: number; timeWindow: number; isShared: true };
  deletionHooks: Pick<TAccountDeletionHooks, 'takeConfirmationCode' | 'abandon'>;
  cipher: TAddressCipher;
  appUrl: string;
};

export function accountRoutes({
  db,
  clock,
  auth,
  authRateLimit,
  deletionHooks,
  appUrl,
  cipher,
}: TAccountRouteOptions): FastifyPluginAsyncZod {
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
        const settings = await updateAccountSettings(
          db,
          getCurrentUser(request).id,
          request.body,
          clock.now(),
        );
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
        await consumeRateLimit({ db, clock }, `change-password:${user.id}`, 10, 60 * 60 * 1000);
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

    app.get(
      '/api/account/export',
      {
        schema: {
          tags: ['account'],
          summary: 'Everything we hold about the signed-in user, as a JSON download',
          response: { 200: ZAccountExport, 401: ZErrorBody },
        },
      },
      async (request, reply) => {
        const data = await collectAccountData(db, cipher, getCurrentUser(request).id, clock.now());
        if (!data) throw new HttpError(401, 'Sign in to continue');
        const day = data.exportedAt.slice(0, 10);
        reply.header('content-disposition', `attachment; filename="kindlist-data-${day}.json"`);
        return data;
      },
    );

    app.post(
      '/api/account/change-email',
      {
        config: { rateLimit: authRateLimit },
        schema: {
          tags: ['account'],
          summary: 'Mails a link to a new address; the account moves to it only when that link is opened',
          body: ZChangeEmailInput,
          response: { 200: ZMessageResult, 400: ZErrorBody, 401: ZErrorBody, 429: ZErrorBody },
        },
      },
      async (request) => {
        const user = getCurrentUser(request);
        const { newEmail, currentPassword } = request.body;
        if (newEmail === user.email) {
          throw new HttpError(400, 'newEmail: This is already your email address');
        }
        // An unconfirmed address proves nothing: whoever signed up with someone else's email must not be
        // able to mint a link that later moves that person's account (the link finds it by address).
        if (!user.emailVerified) {
          throw new HttpError(400, 'Confirm your current email address first; then you can change it.');
        }
        await consumeRateLimit({ db, clock }, `change-email:${user.id}`, 3, 60 * 60 * 1000);
        if (await hasPassword(db, user.id)) {
          await checkPassword(request, currentPassword, 'currentPassword');
        } else {
          await requireRecentSignIn(request.currentSessionId);
        }
        // better-auth answers the same whether or not the new address belongs to someone else, and
        // mails only a free one: nobody learns from this who has an account.
        await auth.api.changeEmail({
          body: { newEmail, callbackURL: EMAIL_CHANGED_CALLBACK_PATH },
          headers: toFetchHeaders(request),
        });
        return { message: EMAIL_CHANGE_SENT_MESSAGE };
      },
    );

    app.post(
      '/api/account/delete',
      {
        config: { rateLimit: authRateLimit },
        schema: {
          tags: ['account'],
          summary: 'Deletes the account for good (typed confirmation; the password when the account has one)',
          body: ZDeleteAccountInput,
          response: {
            200: ZAccountDeletionResult,
            400: ZErrorBody,
            401: ZErrorBody,
            429: ZErrorBody,
          },
        },
      },
      async (request, reply) => {
        const user = getCurrentUser(request);
        await consumeRateLimit({ db, clock }, `delete-account:${user.id}`, 10, 60 * 60 * 1000);
        const { password } = request.body;
        const isPasswordNeeded = await hasPassword(db, user.id);
        if (isPasswordNeeded && !password) throw new HttpError(400, 'password: Enter your password');
        try {
          const { headers } = await auth.api.deleteUser({
            body: isPasswordNeeded ? { password } : {},
            headers: toFetchHeaders(request),
            returnHeaders: true,
          });
          copySetCookies(headers, reply);
        } catch (error) {
          await deletionHooks.abandon(user.id);
          if (error instanceof APIError && error.statusCode === 400) {
            throw new HttpError(400, isPasswordNeeded ? WRONG_PASSWORD_MESSAGE : STALE_SESSION_MESSAGE);
          }
          throw error;
        }
        const confirmationCode = deletionHooks.takeConfirmationCode(user.id) ?? '';
        return {
          message: 'Your account and everything in it were deleted. A confirmation is on its way by email.',
          confirmationCode,
          statusUrl: `${appUrl}/data-deletion?code=${confirmationCode}`,
        };
      },
    );

    // Accounts without a password (Google / Facebook only) prove it is them by a recent sign-in instead.
    async function requireRecentSignIn(sessionId: string | null): Promise<void> {
      const createdAt = sessionId ? await getSessionCreatedAt(db, sessionId) : null;
      if (!createdAt || Date.now() - createdAt.getTime() > RECENT_SIGN_IN_MS) {
        throw new HttpError(400, 'For your safety, sign out and sign in again, then try within a day.');
      }
    }

    // For accounts that have a password (the caller has checked).
    async function checkPassword(
      request: FastifyRequest,
      password: string | undefined,
      field: string,
    ): Promise<void> {
      if (!password) throw new HttpError(400, `${field}: Enter your current password`);
      try {
        await auth.api.verifyPassword({ body: { password }, headers: toFetchHeaders(request) });
      } catch (error) {
        if (error instanceof APIError && error.statusCode === 400) {
          throw new HttpError(400, `${field}: Your current password is not right`);
        }
        throw error;
      }
    }
  };
}
