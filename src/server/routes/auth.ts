import { APIError } from 'better-auth/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorBody } from '../../shared/schemas/error';
import {
  toSafeReturnPath,
  ZCurrentUser,
  ZSignInInput,
  ZSignUpInput,
  ZSignUpResult,
} from '../../shared/schemas/user';
import type { TAuth } from '../auth/auth';
import { copySetCookies, toFetchHeaders } from '../auth/headers';
import { isCommonPassword } from '../auth/passwords';
import { toCurrentUser } from '../domain/users';
import { HttpError } from '../plugins/errors';

export const SIGN_UP_MESSAGE = 'Your account is ready. Sign in with your email and password to continue.';
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';

export type TAuthRouteOptions = {
  auth: TAuth;
  authRateLimit: { max: number; timeWindow: number; isShared: true };
};

export async function getSessionUser(auth: TAuth, request: FastifyRequest) {
  if (!request.headers.cookie) return null;
  const session = await auth.api.getSession({ headers: toFetchHeaders(request) });
  return session ? toCurrentUser(session.user) : null;
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

async function forwardToBetterAuth(auth: TAuth, request: FastifyRequest, reply: FastifyReply) {
  const url = new URL(request.url, `http://${request.headers.host ?? 'localhost'}`);
  const hasBody = request.body !== undefined && request.method !== 'GET' && request.method !== 'HEAD';
  const response = await auth.handler(
    new Request(url, {
      method: request.method,
      headers: toFetchHeaders(request),
      ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
    }),
  );
  reply.code(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
  });
  copySetCookies(response.headers, reply);
  const text = await response.text();
  if (response.status >= 400) {
    let message = response.statusText || 'Request failed';
    try {
      const parsed = JSON.parse(text) as { message?: unknown };
      if (typeof parsed.message === 'string' && parsed.message) message = parsed.message;
    } catch {}
    return reply.type('application/json').send({ message });
  }
  return reply.send(text);
}

export function authRoutes({ auth, authRateLimit }: TAuthRouteOptions): FastifyPluginAsyncZod {
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
        const target = returnTo === '/' ? '/login' : `/login?returnTo=${encodeURIComponent(returnTo)}`;
        return reply.redirect(target, 302);
      },
    );

    app.get(
      '/api/logout',
      { schema: { tags: ['auth'], summary: 'Signs out and redirects to /' } },
      async (request, reply) => {
        if (request.headers.cookie) {
          try {
            const { headers } = await auth.api.signOut({
              headers: toFetchHeaders(request),
              returnHeaders: true,
            });
            copySetCookies(headers, reply);
          } catch (error) {
            if (!(error instanceof APIError)) throw error;
          }
        }
        reply.header('cache-control', 'no-store');
        return reply.redirect('/', 302);
      },
    );

    app.post(
      '/api/auth/sign-up',
      {
        config: { rateLimit: authRateLimit },
        schema: {
          tags: ['auth'],
          summary: 'Creates an account (the answer does not reveal whether the email was taken)',
          body: ZSignUpInput,
          response: { 201: ZSignUpResult, 400: ZErrorBody, 429: ZErrorBody },
        },
      },
      async (request, reply) => {
        const { firstName, lastName, email, password } = request.body;
        if (isCommonPassword(password)) {
          throw new HttpError(
            400,
            'password: This password is too common. Choose one that is harder to guess.',
          );
        }
        try {
          await auth.api.signUpEmail({
            body: { name: `${firstName} ${lastName}`, email, password, firstName, lastName },
            headers: toFetchHeaders(request),
          });
        } catch (error) {
          // An existing email must look exactly like a new one.
          if (!(error instanceof APIError) || error.body?.code !== 'USER_ALREADY_EXISTS') throw error;
        }
        return reply.code(201).send({ message: SIGN_UP_MESSAGE });
      },
    );

    app.post(
      '/api/auth/sign-in',
      {
        config: { rateLimit: authRateLimit },
        schema: {
          tags: ['auth'],
          summary: 'Signs in with email and password and sets the session cookie',
          body: ZSignInInput,
          response: { 200: ZCurrentUser, 401: ZErrorBody, 429: ZErrorBody },
        },
      },
      async (request, reply) => {
        try {
          const { headers, response } = await auth.api.signInEmail({
            body: { email: request.body.email, password: request.body.password, rememberMe: true },
            headers: toFetchHeaders(request),
            returnHeaders: true,
          });
          copySetCookies(headers, reply);
          return toCurrentUser(response.user);
        } catch (error) {
          if (error instanceof APIError && (error.statusCode === 401 || error.statusCode === 400)) {
            return reply.code(401).send({ message: INVALID_CREDENTIALS_MESSAGE });
          }
          throw error;
        }
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
        if (request.headers.cookie) {
          try {
            const { headers } = await auth.api.signOut({
              headers: toFetchHeaders(request),
              returnHeaders: true,
            });
            copySetCookies(headers, reply);
          } catch (error) {
            if (!(error instanceof APIError)) throw error;
          }
        }
        return { message: 'Signed out' };
      },
    );

    // Everything else of better-auth's (session, and the flows later issues enable) goes to its handler.
    app.route({
      method: ['GET', 'POST'],
      url: '/api/auth/*',
      schema: { hide: true },
      handler: (request, reply) => forwardToBetterAuth(auth, request, reply),
    });
  };
}
