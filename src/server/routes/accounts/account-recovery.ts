import { APIError } from 'better-auth/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type TAuth, VERIFICATION_CALLBACK_PATH } from '#server/auth/auth';
import { toFetchHeaders } from '#server/auth/headers';
import { isKnownBrowserFor, KNOWN_BROWSER_COOKIE } from '#server/auth/known-browser';
import { isCommonPassword } from '#server/auth/passwords';
import { createRequireUser, getCurrentUser } from '#server/auth/require-user';
import type { TDatabase } from '#server/db/client';
import { consumeResetRequest, consumeVerificationResend } from '#server/domain/accounts/account-limits';
import type { TAnswerFloor } from '#server/plugins/answer-floor';
import { HttpError } from '#server/plugins/errors';
import { toClientNetwork } from '#server/services/client-address';
import type { TClock } from '#server/services/clock';
import { type TMessage, translate } from '#server/services/translations';
import { ZErrorBody } from '#shared/schemas/error';
import { ZMessageResult, ZPasswordResetInput, ZPasswordResetRequest } from '#shared/schemas/user';
import { ZEmptyBody } from '../route-schemas';
import { COMMON_PASSWORD } from './password-routes';

const RESET_REQUEST: TMessage = { key: 'answers.auth.resetRequested' };
const RESET_DONE: TMessage = { key: 'answers.auth.resetDone' };
const RESET_INVALID: TMessage = { key: 'errors.auth.resetInvalid' };
export const RESET_REQUEST_MESSAGE = translate('en', RESET_REQUEST);
export const RESET_DONE_MESSAGE = translate('en', RESET_DONE);
export const RESET_INVALID_MESSAGE = translate('en', RESET_INVALID);

export type TAccountRecoveryRouteOptions = {
  auth: TAuth;
  db: TDatabase;
  clock: TClock;
  /** AUTH_SECRET: reads the known-browser cookie. */
  secret: string;
  appUrl: string;
  authRateLimit: { max: number; timeWindow: number; isShared: true };
  /** Holds every reset-request answer until one moment, whether or not the email has an account. */
  answerFloor: TAnswerFloor;
};

/** Getting back in: a password-reset link, a new password, a new confirmation link. */
export function accountRecoveryRoutes({
  auth,
  db,
  clock,
  secret,
  appUrl,
  authRateLimit,
  answerFloor,
}: TAccountRecoveryRouteOptions): FastifyPluginAsyncZod {
  return async (app) => {
    const requireUser = createRequireUser(auth);

    app.post(
      '/api/auth/request-password-reset',
      {
        config: { rateLimit: authRateLimit },
        // A registered email gets a token and a mail, an unknown one nothing: both answer at once.
        onSend: answerFloor,
        schema: {
          tags: ['auth'],
          summary: 'Mails a password-reset link (the same answer whether or not the email is registered)',
          body: ZPasswordResetRequest,
          response: { 200: ZMessageResult, 400: ZErrorBody, 429: ZErrorBody },
        },
      },
      async (request) => {
        const { email } = request.body;
        await consumeResetRequest(
          { db, clock },
          {
            email,
            network: toClientNetwork(request.ip),
            isKnownBrowser: isKnownBrowserFor(
              secret,
              request.cookies[KNOWN_BROWSER_COOKIE],
              email,
              clock.now(),
            ),
          },
        );
        await auth.api.requestPasswordReset({
          body: { email, redirectTo: `${appUrl}/reset-password` },
          headers: toFetchHeaders(request),
        });
        return { message: translate(request.language, RESET_REQUEST) };
      },
    );

    app.post(
      '/api/auth/reset-password',
      {
        config: { rateLimit: authRateLimit },
        schema: {
          tags: ['auth'],
          summary: 'Sets a new password with the token from a reset link (single use, one hour)',
          body: ZPasswordResetInput,
          response: { 200: ZMessageResult, 400: ZErrorBody, 429: ZErrorBody },
        },
      },
      async (request) => {
        const { token, password } = request.body;
        if (isCommonPassword(password)) throw new HttpError(400, COMMON_PASSWORD, { field: 'password' });
        try {
          await auth.api.resetPassword({
            body: { token, newPassword: password },
            headers: toFetchHeaders(request),
          });
        } catch (error) {
          if (error instanceof APIError && error.statusCode === 400) throw new HttpError(400, RESET_INVALID);
          throw error;
        }
        return { message: translate(request.language, RESET_DONE) };
      },
    );

    app.post(
      '/api/auth/send-verification-email',
      {
        config: { rateLimit: authRateLimit },
        onRequest: requireUser,
        schema: {
          tags: ['auth'],
          summary: "Mails a new link to confirm the signed-in user's email address",
          body: ZEmptyBody,
          response: { 200: ZMessageResult, 400: ZErrorBody, 401: ZErrorBody, 429: ZErrorBody },
        },
      },
      async (request) => {
        const user = getCurrentUser(request);
        if (user.emailVerified) throw new HttpError(400, { key: 'errors.auth.alreadyConfirmed' });
        await consumeVerificationResend({ db, clock }, user.id);
        await auth.api.sendVerificationEmail({
          body: { email: user.email, callbackURL: VERIFICATION_CALLBACK_PATH },
          headers: toFetchHeaders(request),
        });
        return {
          message: translate(request.language, {
            key: 'answers.auth.verificationSent',
            values: { email: user.email },
          }),
        };
      },
    );
  };
}
