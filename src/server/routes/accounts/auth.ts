import { APIError } from 'better-auth/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAuth } from '#server/auth/auth';
import { copySetCookies, toFetchHeaders } from '#server/auth/headers';
import { getSessionUser } from '#server/auth/require-user';
import { HttpError } from '#server/plugins/errors';
import { translate } from '#server/services/translations';
import { isSocialProvider } from '#shared/boot-data';
import * as pagePaths from '#shared/page-path-builders';
import { toSafeReturnPath } from '#shared/return-path';
import { ZErrorBody } from '#shared/schemas/error';
import { ZCurrentUser } from '#shared/schemas/user';

import type { TAuthRouteOptions } from './auth-route-options';
import { signInRoutes, signUpRoutes } from './password-routes';

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
        if (!user)
          return reply
            .code(401)
            .send({ message: translate(request.language, { key: 'errors.auth.unauthorized' }) });
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
          throw new HttpError(404, { key: 'errors.auth.signInMethodUnavailable' });
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
        if (!response.url) throw new HttpError(503, { key: 'errors.auth.signInMethodUnavailableNow' });
        return reply.redirect(response.url, 302);
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
        return { message: translate(request.language, { key: 'answers.auth.signedOut' }) };
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
