import { APIError } from 'better-auth/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TAuth } from '#server/auth/auth';
import { copySetCookies, toFetchHeaders } from '#server/auth/headers';
import { getCurrentUser } from '#server/auth/require-user';
import { hasPassword } from '#server/domain/accounts/account-settings';
import { renderRefusal } from '#server/domain/domain-error';
import { HttpError } from '#server/plugins/errors';
import { consumeRateLimit } from '#server/services/rate-limits';
import { type TMessage, translate } from '#server/services/translations';
import { ZAccountDeletionResult, ZDeleteAccountInput } from '#shared/schemas/data-deletion';
import { ZErrorBody } from '#shared/schemas/error';

import type { TAccountRouteOptions, TZodApp } from './account-route-options';

const WRONG_PASSWORD: TMessage = { key: 'errors.account.wrongPassword' };
const STALE_SESSION: TMessage = { key: 'errors.account.staleSessionForDeletion' };
export const WRONG_PASSWORD_MESSAGE = renderRefusal('en', { refusal: WRONG_PASSWORD, field: 'password' });
export const STALE_SESSION_MESSAGE = translate('en', STALE_SESSION);

/** "Delete my account": better-auth deletes the user, the deletion hooks do the rest. */
export function registerAccountDeletionRoute(
  app: TZodApp,
  { db, clock, auth, authRateLimit, deletionHooks, appUrl }: TAccountRouteOptions,
): void {
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
      if (isPasswordNeeded && !password) {
        throw new HttpError(400, { key: 'errors.account.passwordRequired' }, { field: 'password' });
      }
      try {
        await deleteUserThroughAuth(auth, request, reply, isPasswordNeeded ? { password } : {});
      } catch (error) {
        await deletionHooks.abandon(user.id);
        throw toDeletionRefusal(error, isPasswordNeeded);
      }
      const confirmationCode = deletionHooks.takeConfirmationCode(user.id) ?? '';
      return {
        message: translate(request.language, { key: 'answers.account.deleted' }),
        confirmationCode,
        statusUrl: `${appUrl}/data-deletion?code=${confirmationCode}`,
      };
    },
  );
}

/** better-auth checks the password (or how fresh the session is), deletes the user and clears the cookies. */
async function deleteUserThroughAuth(
  auth: TAuth,
  request: FastifyRequest,
  reply: FastifyReply,
  body: { password?: string },
): Promise<void> {
  const { headers } = await auth.api.deleteUser({
    body,
    headers: toFetchHeaders(request),
    returnHeaders: true,
  });
  copySetCookies(headers, reply);
}

/** better-auth's refusal, in the words the account page shows. */
function toDeletionRefusal(error: unknown, isPasswordNeeded: boolean): unknown {
  if (error instanceof APIError && error.statusCode === 400) {
    return isPasswordNeeded
      ? new HttpError(400, WRONG_PASSWORD, { field: 'password' })
      : new HttpError(400, STALE_SESSION);
  }
  return error;
}
