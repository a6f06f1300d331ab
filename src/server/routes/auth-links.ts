import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAuth } from '../auth/auth';
import { copySetCookies, toFetchHeaders } from '../auth/headers';
import type { TDatabase } from '../db/client';
import { isEmailChangeTokenStale } from '../domain/users';

// The better-auth endpoints reachable over HTTP: links opened from mails, OAuth callbacks, the
// session read. Everything else (update-user, change-email, change-password, ...) is reached only
// through our validated routes, so its raw endpoint answers 404.
const FORWARDED_AUTH_PATHS = [
  /^\/api\/auth\/verify-email$/,
  /^\/api\/auth\/reset-password\/[^/]+$/,
  /^\/api\/auth\/callback\/[^/]+$/,
  /^\/api\/auth\/get-session$/,
  /^\/api\/auth\/error$/,
];

async function forwardToBetterAuth(auth: TAuth, db: TDatabase, request: FastifyRequest, reply: FastifyReply) {
  const url = new URL(request.url, `http://${request.headers.host ?? 'localhost'}`);
  if (!FORWARDED_AUTH_PATHS.some((pattern) => pattern.test(url.pathname))) {
    return reply.code(404).send({ message: 'Not found' });
  }
  if (url.pathname === '/api/auth/verify-email') {
    const token = url.searchParams.get('token') ?? '';
    if (await isEmailChangeTokenStale(db, token)) {
      return reply.redirect('/verify-email?error=INVALID_TOKEN', 302);
    }
  }
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

export function authLinkRoutes({ auth, db }: { auth: TAuth; db: TDatabase }): FastifyPluginAsyncZod {
  return async (app) => {
    // Everything else of better-auth's (links from mails, OAuth callbacks, the session read) goes to its handler.
    app.route({
      method: ['GET', 'POST'],
      url: '/api/auth/*',
      schema: { hide: true },
      handler: (request, reply) => forwardToBetterAuth(auth, db, request, reply),
    });
  };
}
