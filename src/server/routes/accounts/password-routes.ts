import { APIError } from 'better-auth/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toVerificationCallback } from '#server/auth/auth';
import { copySetCookies, toFetchHeaders } from '#server/auth/headers';
import {
  addKnownAccount,
  isKnownBrowserFor,
  KNOWN_BROWSER_COOKIE,
  KNOWN_BROWSER_COOKIE_PATH,
  KNOWN_BROWSER_MAX_AGE_S,
} from '#server/auth/known-browser';
import { isCommonPassword } from '#server/auth/passwords';
import { describeDevice, runWithSignUpFacts } from '#server/auth/sign-up-context';
import {
  createSignUpCookieValue,
  SIGN_UP_COOKIE,
  SIGN_UP_COOKIE_MAX_AGE_S,
  SIGN_UP_COOKIE_PATH,
} from '#server/auth/verification-link';
import { beginSignInAttempt, consumeSignUp } from '#server/domain/accounts/account-limits';
import { toCurrentUser } from '#server/domain/accounts/users';
import { HttpError } from '#server/plugins/errors';
import { toClientNetwork } from '#server/services/client-address';
import { type TMessage, translate } from '#server/services/translations';
import { ZErrorBody } from '#shared/schemas/error';
import { ZCurrentUser, ZMessageResult, ZSignInInput, ZSignUpInput } from '#shared/schemas/user';

import type { TAuthRouteOptions } from './auth-route-options';

const SIGN_UP: TMessage = { key: 'answers.auth.signedUp' };
const INVALID_CREDENTIALS: TMessage = { key: 'errors.auth.invalidCredentials' };
/** A password too many people use (said beside the field that holds it). */
export const COMMON_PASSWORD: TMessage = { key: 'errors.auth.commonPassword' };
export const SIGN_UP_MESSAGE = translate('en', SIGN_UP);
export const INVALID_CREDENTIALS_MESSAGE = translate('en', INVALID_CREDENTIALS);

// A cookie only the server reads, sent on same-site navigations.
function toPrivateCookie(path: string, maxAge: number, isSecure: boolean) {
  return { path, maxAge, httpOnly: true, sameSite: 'lax' as const, secure: isSecure };
}

// Creating an account.
export function signUpRoutes({
  auth,
  db,
  clock,
  secret,
  isSecureCookie,
  authRateLimit,
  answerFloor,
}: TAuthRouteOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/auth/sign-up',
      {
        config: { rateLimit: authRateLimit },
        // A new email creates an account, a registered one only mails its owner: both answer at once.
        onSend: answerFloor,
        schema: {
          tags: ['auth'],
          summary: 'Creates an account (the answer does not reveal whether the email was taken)',
          body: ZSignUpInput,
          response: { 201: ZMessageResult, 400: ZErrorBody, 429: ZErrorBody },
        },
      },
      async (request, reply) => {
        const { firstName, lastName, email, password, returnTo, reason } = request.body;
        if (isCommonPassword(password)) throw new HttpError(400, COMMON_PASSWORD, { field: 'password' });
        await consumeSignUp({ db, clock }, email);
        try {
          // The confirmation mail, sent during this call, says why they signed up and from what.
          const facts = { reason: reason ?? null, device: describeDevice(request.headers['user-agent']) };
          await runWithSignUpFacts(facts, () =>
            auth.api.signUpEmail({
              body: {
                name: `${firstName} ${lastName}`.trim(),
                email,
                password,
                firstName,
                lastName,
                callbackURL: toVerificationCallback(returnTo),
              },
              headers: toFetchHeaders(request),
            }),
          );
        } catch (error) {
          // An existing email must look exactly like a new one.
          if (!(error instanceof APIError) || error.body?.code !== 'USER_ALREADY_EXISTS') throw error;
        }
        // This browser may be signed in by the confirmation link; no other browser will be.
        reply.setCookie(
          SIGN_UP_COOKIE,
          createSignUpCookieValue(secret, email, clock.now().getTime()),
          toPrivateCookie(SIGN_UP_COOKIE_PATH, SIGN_UP_COOKIE_MAX_AGE_S, isSecureCookie),
        );
        return reply.code(201).send({ message: translate(request.language, SIGN_UP) });
      },
    );
  };
}

// Signing in with email and password.
export function signInRoutes({
  auth,
  db,
  clock,
  secret,
  isSecureCookie,
  authRateLimit,
}: TAuthRouteOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/auth/sign-in',
      {
        config: { rateLimit: authRateLimit },
        schema: {
          tags: ['auth'],
          summary:
            'Signs in with email and password and sets the session cookie (403 for a suspended account)',
          body: ZSignInInput,
          response: { 200: ZCurrentUser, 401: ZErrorBody, 403: ZErrorBody, 429: ZErrorBody },
        },
      },
      async (request, reply) => {
        const { email, password } = request.body;
        const knownBrowser = request.cookies[KNOWN_BROWSER_COOKIE];
        const attempt = await beginSignInAttempt(
          { db, clock },
          {
            email,
            network: toClientNetwork(request.ip),
            isKnownBrowser: isKnownBrowserFor(secret, knownBrowser, email, clock.now()),
          },
        );
        try {
          const { headers, response } = await auth.api.signInEmail({
            body: { email, password, rememberMe: true },
            headers: toFetchHeaders(request),
            returnHeaders: true,
          });
          await attempt.onSucceeded();
          copySetCookies(headers, reply);
          reply.setCookie(
            KNOWN_BROWSER_COOKIE,
            addKnownAccount(secret, knownBrowser, email, clock.now()),
            toPrivateCookie(KNOWN_BROWSER_COOKIE_PATH, KNOWN_BROWSER_MAX_AGE_S, isSecureCookie),
          );
          return toCurrentUser(response.user);
        } catch (error) {
          if (error instanceof APIError && (error.statusCode === 401 || error.statusCode === 400)) {
            return reply.code(401).send({ message: translate(request.language, INVALID_CREDENTIALS) });
          }
          throw error;
        }
      },
    );
  };
}
