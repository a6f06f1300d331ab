import { APIError } from 'better-auth/api';
import type { FastifyRequest } from 'fastify';
import { EMAIL_CHANGED_CALLBACK_PATH, type TAuth } from '#server/auth/auth';
import { copySetCookies, toFetchHeaders } from '#server/auth/headers';
import { isCommonPassword } from '#server/auth/passwords';
import { getCurrentUser } from '#server/auth/require-user';
import type { TDatabase } from '#server/db/client';
import { getSessionCreatedAt, hasPassword } from '#server/domain/accounts/account-settings';
import { renderRefusal } from '#server/domain/domain-error';
import { HttpError } from '#server/plugins/errors';
import { consumeRateLimit } from '#server/services/rate-limits';
import { type TMessage, translate } from '#server/services/translations';
import { ZChangeEmailInput, ZChangePasswordInput } from '#shared/schemas/account';
import { ZErrorBody } from '#shared/schemas/error';
import { ZMessageResult } from '#shared/schemas/user';
import type { TAccountRouteOptions, TZodApp } from './account-route-options';
import { COMMON_PASSWORD } from './password-routes';

const WRONG_CURRENT_PASSWORD: TMessage = { key: 'errors.auth.wrongCurrentPassword' };
const EMAIL_CHANGE_SENT: TMessage = { key: 'answers.account.emailChangeSent' };
export const WRONG_CURRENT_PASSWORD_MESSAGE = renderRefusal('en', {
  refusal: WRONG_CURRENT_PASSWORD,
  field: 'currentPassword',
});
export const EMAIL_CHANGE_SENT_MESSAGE = translate('en', EMAIL_CHANGE_SENT);

// The same window better-auth allows for deleting an account without a password (its session freshAge).
const RECENT_SIGN_IN_MS = 24 * 60 * 60 * 1000;

/** Changes the password (proved by the current one). */
export function registerChangePasswordRoute(
  app: TZodApp,
  { db, clock, auth, authRateLimit }: TAccountRouteOptions,
): void {
  app.post(
    '/api/account/change-password',
    {
      config: { rateLimit: authRateLimit },
      schema: {
        tags: ['account'],
        summary: 'Changes the password (asks for the current one); by default signs out every other session',
        body: ZChangePasswordInput,
        response: { 200: ZMessageResult, 400: ZErrorBody, 401: ZErrorBody, 429: ZErrorBody },
      },
    },
    async (request, reply) => {
      const user = getCurrentUser(request);
      const { currentPassword, newPassword, isSigningOutOtherSessions } = request.body;
      if (isCommonPassword(newPassword)) {
        throw new HttpError(400, COMMON_PASSWORD, { field: 'newPassword' });
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
          throw new HttpError(400, WRONG_CURRENT_PASSWORD, { field: 'currentPassword' });
        }
        throw error;
      }
      return {
        message: translate(request.language, {
          key: isSigningOutOtherSessions
            ? 'answers.account.passwordChangedSignedOut'
            : 'answers.account.passwordChanged',
        }),
      };
    },
  );
}

/** Changes the email address (proved by the password, or by a recent sign-in for accounts without one). */
export function registerChangeEmailRoute(
  app: TZodApp,
  { db, clock, auth, authRateLimit }: TAccountRouteOptions,
): void {
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
        throw new HttpError(400, { key: 'errors.account.sameEmail' }, { field: 'newEmail' });
      }
      // An unconfirmed address proves nothing: whoever signed up with someone else's email must not be
      // able to mint a link that later moves that person's account (the link finds it by address).
      if (!user.emailVerified) {
        throw new HttpError(400, { key: 'errors.account.confirmEmailBeforeChange' });
      }
      await consumeRateLimit({ db, clock }, `change-email:${user.id}`, 3, 60 * 60 * 1000);
      if (await hasPassword(db, user.id)) {
        await checkPassword(auth, request, currentPassword, 'currentPassword');
      } else {
        await requireRecentSignIn(db, request.currentSessionId);
      }
      // better-auth answers the same whether or not the new address belongs to someone else, and
      // mails only a free one: nobody learns from this who has an account.
      await auth.api.changeEmail({
        body: { newEmail, callbackURL: EMAIL_CHANGED_CALLBACK_PATH },
        headers: toFetchHeaders(request),
      });
      return { message: translate(request.language, EMAIL_CHANGE_SENT) };
    },
  );
}

// Accounts without a password (Google / Facebook only) prove it is them by a recent sign-in instead.
async function requireRecentSignIn(db: TDatabase, sessionId: string | null): Promise<void> {
  const createdAt = sessionId ? await getSessionCreatedAt(db, sessionId) : null;
  if (!createdAt || Date.now() - createdAt.getTime() > RECENT_SIGN_IN_MS) {
    throw new HttpError(400, { key: 'errors.account.signInAgain' });
  }
}

// For accounts that have a password (the caller has checked).
async function checkPassword(
  auth: TAuth,
  request: FastifyRequest,
  password: string | undefined,
  field: string,
): Promise<void> {
  if (!password) throw new HttpError(400, { key: 'validation.password.currentRequired' }, { field });
  try {
    await auth.api.verifyPassword({ body: { password }, headers: toFetchHeaders(request) });
  } catch (error) {
    if (error instanceof APIError && error.statusCode === 400) {
      throw new HttpError(400, WRONG_CURRENT_PASSWORD, { field });
    }
    throw error;
  }
}
