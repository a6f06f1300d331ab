import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toFetchHeaders } from '#server/auth/headers';
import { hashPassword } from '#server/auth/passwords';
import { NOT_MY_ACCOUNT_COOKIE, NOT_MY_ACCOUNT_PATH } from '#server/auth/verification-link';
import { disownAccount } from '#server/domain/accounts/disown-account';
import { HttpError } from '#server/plugins/errors';
import { type TMessage, translate } from '#server/services/translations';
import { ZErrorBody } from '#shared/schemas/error';
import { ZMessageResult } from '#shared/schemas/user';
import { ZEmptyBody } from '../route-schemas';
import type { TAccountRecoveryRouteOptions } from './account-recovery';

const NOT_MINE_EXPIRED: TMessage = { key: 'errors.auth.notMineExpired' };

/** "I did not create this account", from the browser that confirmed an address it did not sign up with. */
export function notMyAccountRoutes({
  auth,
  db,
  clock,
  appUrl,
  authRateLimit,
}: TAccountRecoveryRouteOptions): FastifyPluginAsyncZod {
  return async (app) => {
    // Offered on the page a confirmation link opened in a browser that did not sign up (the cookie set
    // there): whoever holds the mailbox says someone else made the account with their address.
    app.post(
      NOT_MY_ACCOUNT_PATH,
      {
        config: { rateLimit: authRateLimit },
        schema: {
          tags: ['auth'],
          summary:
            'From the browser that just confirmed an address it did not sign up with: ends every session of the account, voids its password and mails a reset link',
          body: ZEmptyBody,
          response: { 200: ZMessageResult, 400: ZErrorBody, 429: ZErrorBody },
        },
      },
      async (request, reply) => {
        const right = request.cookies[NOT_MY_ACCOUNT_COOKIE] ?? '';
        const account = await disownAccount(db, right, hashPassword, clock.now());
        if (!account) throw new HttpError(400, NOT_MINE_EXPIRED);
        reply.clearCookie(NOT_MY_ACCOUNT_COOKIE, { path: NOT_MY_ACCOUNT_PATH });
        await auth.api.requestPasswordReset({
          body: { email: account.email, redirectTo: `${appUrl}/reset-password` },
          headers: toFetchHeaders(request),
        });
        return {
          message: translate(request.language, {
            key: 'answers.auth.notMineDone',
            values: { email: account.email },
          }),
        };
      },
    );
  };
}
