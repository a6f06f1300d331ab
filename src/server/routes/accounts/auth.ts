import { APIError } from 'better-auth/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type TAuth, toVerificationCallback } from '#server/auth/auth';
import { copySetCookies, toFetchHeaders } from '#server/auth/headers';
import {
  addKnownAccount,
  isKnownBrowserFor,
  KNOWN_BROWSER_COOKIE,
  KNOWN_BROWSER_COOKIE_PATH,
  KNOWN_BROWSER_MAX_AGE_S,
} from '#server/auth/known-browser';
import { isCommonPassword } from '#server/auth/passwords';
import { getSessionUser } from '#server/auth/require-user';
import {
  createSignUpCookieValue,
  SIGN_UP_COOKIE,
  SIGN_UP_COOKIE_MAX_AGE_S,
  SIGN_UP_COOKIE_PATH,
} from '#server/auth/verification-link';
import type { TDatabase } from '#server/db/client';
import { beginSignInAttempt, consumeSignUp } from '#server/domain/accounts/account-limits';
import { toCurrentUser } from '#server/domain/accounts/users';
import { HttpError } from '#server/plugins/errors';
import { toClientNetwork } from '#server/services/client-address';
import type { TClock } from '#server/services/clock';
import { isSocialProvider, type TSocialProvider } from '#shared/boot-data';
import * as pagePaths from '#shared/page-path-builders';
import { toSafeReturnPath } from '#shared/return-path';
import { ZErrorBody } from '#shared/schemas/error';
import { ZCurrentUser, ZMessageResult, ZSignInInput, ZSignUpInput } from '#shared/schemas/user';

export const SIGN_UP_MESSAGE =
  'Your account is ready. We sent you a link to confirm your email address; you can sign in now.';

// Ends the request's session, if any (an expired or unknown one is fine: the result is the same).
async function signOutSession(auth: TAuth, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!request.headers.cookie) return;
  try {
    const { headers } = await auth.api.signOut({ headers: toFetchHeaders(request), returnHeaders: true });
    copySetCookies(headers, reply);
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
  }
}
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const COMMON_PASSWORD_MESSAGE =
  'password: This password is too common. Choose one that is harder to guess.';

export type TAuthRouteOptions = {
  auth: TAuth;
  db: TDatabase;
  clock: TClock;
  /** AUTH_SECRET: signs the sign-up and known-browser cookies. */
  secret: string;
  isSecureCookie: boolean;
  authRateLimit: { max: number; timeWindow: number; isShared: true };
  socialProviders: readonly TSocialProvider[];
};

function returnPathFromReferer(request: FastifyRequest): string {
  const referer = request.headers.referer;
  const host = request.headers.host;
  if (!referer || !host) return '/';
  try {
    const url = new URL(referer);
    return url.host === host ? toSafeReturnPath(`${url.pathname}${url.search}`) : '/';
  } catch {
    return '/';
  }
}

// The signed-in user, and the way to the sign-in page.
function sessionReadRoutes({ auth }: TAuthRouteOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/auth/user',
      {
        schema: {
          tags: ['auth'],
          summary: 'The signed-in user',
          response: { 200: ZCurrentUser, 401: ZErrorBody },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const user = await getSessionUser(auth, request);
        if (!user) return reply.code(401).send({ message: 'Unauthorized' });
        return user;
      },
    );
    app.get(
      '/api/login',
      {
        schema: {
          tags: ['auth'],
          summary: 'Redirects to the sign-in page, keeping a same-origin return path',
          querystring: z.object({ returnTo: z.string().max(2048).optional() }),
        },
      },
      async (request, reply) => {
        const returnTo = request.query.returnTo
          ? toSafeReturnPath(request.query.returnTo)
          : returnPathFromReferer(request);
        const target = pagePaths.login(returnTo);
        return reply.redirect(target, 302);
      },
    );
  };
}

// Google / Facebook sign-in.
function socialSignInRoutes({
  auth,
  authRateLimit,
  socialProviders,
}: TAuthRouteOptions): FastifyPluginAsyncZod {
  return async (app) => {
    // Google / Facebook: starts better-auth's OAuth flow (state cookie + redirect to the provider).
    // Providers that are not configured do not exist here.
    app.get(
      '/api/auth/social/:provider',
      {
        config: { rateLimit: authRateLimit },
        schema: {
          tags: ['auth'],
          summary: 'Starts signing in with Google or Facebook (only when configured)',
          params: z.strictObject({ provider: z.string().max(20) }),
          querystring: z.object({ returnTo: z.string().max(2048).optional() }),
          response: { 404: ZErrorBody },
        },
      },
      async (request, reply) => {
        const provider = request.params.provider;
        if (!isSocialProvider(provider) || !socialProviders.includes(provider)) {
          throw new HttpError(404, 'This sign-in method is not available');
        }
        const returnTo = toSafeReturnPath(request.query.returnTo ?? '/');
        const { headers, response } = await auth.api.signInSocial({
          body: {
            provider,
            callbackURL: returnTo,
            errorCallbackURL: pagePaths.loginWith(`social=failed&returnTo=${encodeURIComponent(returnTo)}`),
            disableRedirect: true,
          },
          headers: toFetchHeaders(request),
          returnHeaders: true,
        });
        copySetCookies(headers, reply);
        reply.header('cache-control', 'no-store');
        if (!response.url) throw new HttpError(503, 'This sign-in method is not available right now');
        return reply.redirect(response.url, 302);
      },
    );
  };
}

// Creating an account.
function signUpRoutes({
  auth,
  db,
  clock,
  secret,
  isSecureCookie,
  authRateLimit,
}: TAuthRouteOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/auth/sign-up',
      {
        config: { rateLimit: authRateLimit },
        schema: {
          tags: ['auth'],
          summary: 'Creates an account (the answer does not reveal whether the email was taken)',
          body: ZSignUpInput,
          response: { 201: ZMessageResult, 400: ZErrorBody, 429: ZErrorBody },
        },
      },
      async (request, reply) => {
        const { firstName, lastName, email, password, returnTo } = request.body;
        if (isCommonPassword(password)) throw new HttpError(400, COMMON_PASSWORD_MESSAGE);
        await consumeSignUp({ db, clock }, email);
        try {
          await auth.api.signUpEmail({
            body: {
              name: `${firstName} ${lastName}`.trim(),
              email,
              password,
              firstName,
              lastName,
              callbackURL: toVerificationCallback(returnTo),
            },
            headers: toFetchHeaders(request),
          });
        } catch (error) {
          // An existing email must look exactly like a new one.
          if (!(error instanceof APIError) || error.body?.code !== 'USER_ALREADY_EXISTS') throw error;
        }
        // This browser may be signed in by the confirmation link; no other browser will be.
        reply.setCookie(SIGN_UP_COOKIE, createSignUpCookieValue(secret, email, clock.now().getTime()), {
          path: SIGN_UP_COOKIE_PATH,
          maxAge: SIGN_UP_COOKIE_MAX_AGE_S,
          httpOnly: true,
          sameSite: 'lax',
          secure: isSecureCookie,
        });
        return reply.code(201).send({ message: SIGN_UP_MESSAGE });
      },
    );
  };
}

// Signing in with email and password.
function signInRoutes({
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
          reply.setCookie(KNOWN_BROWSER_COOKIE, addKnownAccount(secret, knownBrowser, email, clock.now()), {
            path: KNOWN_BROWSER_COOKIE_PATH,
            maxAge: KNOWN_BROWSER_MAX_AGE_S,
            httpOnly: true,
            sameSite: 'lax',
            secure: isSecureCookie,
          });
          return toCurrentUser(response.user);
        } catch (error) {
          if (error instanceof APIError && (error.statusCode === 401 || error.statusCode === 400)) {
            return reply.code(401).send({ message: INVALID_CREDENTIALS_MESSAGE });
          }
          throw error;
        }
      },
    );
  };
}

// Signing out.
function signOutRoutes({ auth }: TAuthRouteOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/logout',
      {
        schema: {
          tags: ['auth'],
          summary: 'Signs out and redirects to / (not when the navigation came from another site)',
        },
      },
      async (request, reply) => {
        // A link on another site must not sign anyone out; the app's own sign-out is a same-origin
        // navigation, and one typed or bookmarked says "none".
        const site = request.headers['sec-fetch-site'];
        if (site !== 'cross-site' && site !== 'same-site') await signOutSession(auth, request, reply);
        reply.header('cache-control', 'no-store');
        return reply.redirect('/', 302);
      },
    );
    app.post(
      '/api/auth/sign-out',
      {
        schema: {
          tags: ['auth'],
          summary: 'Ends the current session',
          response: { 200: z.object({ message: z.string() }) },
        },
      },
      async (request, reply) => {
        await signOutSession(auth, request, reply);
        return { message: 'Signed out' };
      },
    );
  };
}

export function authRoutes(options: TAuthRouteOptions): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(sessionReadRoutes(options));
    await app.register(socialSignInRoutes(options));
    await app.register(signUpRoutes(options));
    await app.register(signInRoutes(options));
    await app.register(signOutRoutes(options));
  };
}
