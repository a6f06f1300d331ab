import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAuth } from '#server/auth/auth';
import { toFetchHeaders } from '#server/auth/headers';
import {
  isSignUpCookieFor,
  NOT_MY_ACCOUNT_COOKIE,
  NOT_MY_ACCOUNT_MAX_AGE_S,
  NOT_MY_ACCOUNT_PATH,
  readLinkToken,
  SIGN_UP_COOKIE,
  SIGN_UP_COOKIE_PATH,
  type TLinkToken,
} from '#server/auth/verification-link';
import type { TDatabase } from '#server/db/client';
import { grantDisownRight } from '#server/domain/accounts/disown-account';
import {
  deleteSessionByToken,
  findUserByEmail,
  isEmailChangeTokenStale,
} from '#server/domain/accounts/users';
import { describeAuthLibraryCode } from '#server/plugins/auth-library-errors';
import type { TClock } from '#server/services/clock';
import { translate } from '#server/services/translations';
import * as pagePaths from '#shared/page-path-builders';

// The better-auth endpoints reachable over HTTP: links opened from mails, OAuth callbacks, the
// session read. Everything else (update-user, change-email, change-password, ...) is reached only
// through our validated routes, so its raw endpoint answers 404.
const FORWARDED_AUTH_PATHS = [
  /^\/api\/auth\/reset-password\/[^/]+$/,
  /^\/api\/auth\/callback\/[^/]+$/,
  /^\/api\/auth\/get-session$/,
  /^\/api\/auth\/error$/,
];

/** Where every confirmation link that is not ours goes: one answer, whatever address it names. */
const INVALID_LINK_PATH = pagePaths.verifyEmail('error=INVALID_TOKEN');

/** The address better-auth will be asked for: the request's, parsed as a URL. */
function toForwardedUrl(request: FastifyRequest): URL {
  return new URL(request.url, `http://${request.headers.host ?? 'localhost'}`);
}

function callBetterAuth(
  auth: TAuth,
  request: FastifyRequest,
  url = toForwardedUrl(request),
): Promise<Response> {
  const hasBody = request.body !== undefined && request.method !== 'GET' && request.method !== 'HEAD';
  return auth.handler(
    new Request(url, {
      method: request.method,
      headers: toFetchHeaders(request),
      ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
    }),
  );
}

/**
 * better-auth's answer as ours; `setCookies` are the cookies to pass on (all of them by default), and
 * `location` where a redirect goes instead of better-auth's.
 */
async function sendBetterAuthAnswer(
  reply: FastifyReply,
  response: Response,
  setCookies = response.headers.getSetCookie(),
  location?: string,
): Promise<FastifyReply> {
  reply.code(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
  });
  if (location) reply.header('location', location);
  if (setCookies.length > 0) reply.header('set-cookie', setCookies);
  const text = await response.text();
  if (response.status >= 400) {
    let message = response.statusText || 'Request failed';
    try {
      const parsed = JSON.parse(text) as { message?: unknown; code?: unknown };
      if (typeof parsed.message === 'string' && parsed.message) message = parsed.message;
      // Refusals we have words for are said in the reader's language.
      const known = describeAuthLibraryCode(parsed.code);
      if (known) message = translate(reply.request.language, known);
    } catch {}
    return reply.type('application/json').send({ message });
  }
  return reply.send(text);
}

/** The token part of a signed session cookie value ("token.signature"). */
function toSessionToken(value: string | undefined): string | null {
  const token = value?.split('.')[0];
  return token ? token : null;
}

// A forged token, or an email change superseded by a later one, opens nothing.
async function isLinkRefused(db: TDatabase, link: TLinkToken): Promise<boolean> {
  if (link.kind === 'forged') return true;
  return link.kind === 'signed' && Boolean(link.updateTo) && (await isEmailChangeTokenStale(db, link));
}

// The session this browser holds before the link is used, read by better-auth (which checks the
// cookie's signature before it reads anything).
function readBrowserSession(auth: TAuth, request: FastifyRequest) {
  if (!request.headers.cookie) return Promise.resolve(null);
  return auth.api.getSession({ headers: toFetchHeaders(request) }).catch(() => null);
}

function isSigningUpBrowser(
  link: Extract<TLinkToken, { kind: 'signed' }>,
  signUpCookie: string | undefined,
  secret: string,
  nowMs: number,
): boolean {
  return link.updateTo === null && isSignUpCookieFor(secret, signUpCookie, link.email, nowMs);
}

// The link just confirmed the sign-up address for the first time (not an email change).
async function isFirstConfirmation(
  db: TDatabase,
  link: Extract<TLinkToken, { kind: 'signed' }>,
  before: { emailVerified: boolean },
): Promise<boolean> {
  if (before.emailVerified || link.updateTo !== null) return false;
  const after = await findUserByEmail(db, link.email);
  return Boolean(after?.emailVerified);
}

// The page a first confirmation in a browser that did not sign up lands on: it says so, and offers
// the choice to disown the account (the not-mine cookie set beside it).
function toOtherBrowserLocation(location: string | null): string | undefined {
  if (!location?.startsWith('/')) return undefined;
  const url = new URL(location, 'http://callback.invalid');
  url.searchParams.set('browser', 'other');
  return `${url.pathname}${url.search}`;
}

/**
 * The cookies better-auth set for a confirmation link, less a new session this browser must not get
 * (that session is deleted, not just left out); says which session token the browser keeps.
 */
async function keepOwnSessions(
  db: TDatabase,
  cookies: string[],
  browser: { sessionCookieName: string; requestToken: string | null; isOwnBrowser: boolean },
): Promise<{ setCookies: string[]; keptToken: string | null }> {
  let keptToken = browser.isOwnBrowser ? browser.requestToken : null;
  const setCookies: string[] = [];
  for (const cookie of cookies) {
    const [pair = ''] = cookie.split(';');
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator);
    const token = toSessionToken(decodeURIComponent(pair.slice(separator + 1)));
    if (name !== browser.sessionCookieName || token === null || token === browser.requestToken) {
      setCookies.push(cookie);
    } else if (browser.isOwnBrowser) {
      keptToken = token;
      setCookies.push(cookie);
    } else {
      await deleteSessionByToken(db, token);
    }
  }
  return { setCookies, keptToken };
}

/**
 * A first confirmation: the sign-up cookie has done its work. A browser left without a session of the
 * account lands on a page that says so, with the cookie that lets it disown the account; answers that
 * page's address.
 */
async function onFirstConfirmation(
  db: TDatabase,
  reply: FastifyReply,
  confirmed: { userId: string; isSignedInHere: boolean; location: string | null },
  cookie: { now: Date; isSecure: boolean },
): Promise<string | undefined> {
  reply.clearCookie(SIGN_UP_COOKIE, { path: SIGN_UP_COOKIE_PATH });
  if (confirmed.isSignedInHere) return undefined;
  const expiresAt = new Date(cookie.now.getTime() + NOT_MY_ACCOUNT_MAX_AGE_S * 1000);
  reply.setCookie(
    NOT_MY_ACCOUNT_COOKIE,
    await grantDisownRight(db, confirmed.userId, cookie.now, expiresAt),
    {
      path: NOT_MY_ACCOUNT_PATH,
      maxAge: NOT_MY_ACCOUNT_MAX_AGE_S,
      httpOnly: true,
      sameSite: 'strict',
      secure: cookie.isSecure,
    },
  );
  return toOtherBrowserLocation(confirmed.location);
}

export function authLinkRoutes({
  auth,
  db,
  secret,
  clock,
  isSecureCookie,
}: {
  auth: TAuth;
  db: TDatabase;
  secret: string;
  clock: TClock;
  isSecureCookie: boolean;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const sessionCookieName = (await auth.$context).authCookies.sessionToken.name;

    /**
     * A confirmation link from a mail. The token's signature is checked before anything reads it, so a
     * forged one gets one answer whatever address it names (finding: accounts could be found out).
     * better-auth then confirms the address. It may also open a session; this browser keeps it only
     * when it is the one that signed up (the sign-up cookie) or already held a session of that user:
     * a link planted on another site must not sign a visitor into someone else's account. Confirming
     * never ends a session (decision 032): the browser where the person signed up keeps going, and
     * its short holds are reservations now. A first confirmation in a browser that is not the
     * account's says so on the page, which offers "I did not create this account" to whoever holds
     * the mailbox (a cookie for this browser only).
     */
    app.get(
      '/api/auth/verify-email',
      {
        schema: {
          hide: true,
          querystring: z.strictObject({
            token: z.string().max(4096).default(''),
            callbackURL: z.string().max(2048).optional(),
          }),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const link = await readLinkToken(request.query.token, secret);
        if (await isLinkRefused(db, link)) return reply.redirect(INVALID_LINK_PATH, 302);
        const before = link.kind === 'signed' ? await findUserByEmail(db, link.email) : null;
        const current = await readBrowserSession(auth, request);
        const response = await callBetterAuth(auth, request);
        if (link.kind !== 'signed' || !before) return sendBetterAuthAnswer(reply, response);

        // The browser already signed in as this user, or the one that signed up with this address.
        const isOwnBrowser =
          current?.user.id === before.id ||
          isSigningUpBrowser(link, request.cookies[SIGN_UP_COOKIE], secret, clock.now().getTime());
        const { setCookies, keptToken } = await keepOwnSessions(db, response.headers.getSetCookie(), {
          sessionCookieName,
          requestToken: current?.session.token ?? null,
          isOwnBrowser,
        });
        const location = (await isFirstConfirmation(db, link, before))
          ? await onFirstConfirmation(
              db,
              reply,
              {
                userId: before.id,
                isSignedInHere: keptToken !== null,
                location: response.headers.get('location'),
              },
              { now: clock.now(), isSecure: isSecureCookie },
            )
          : undefined;
        // (@fastify/cookie adds the cookies set on the reply to these when the answer is sent.)
        return sendBetterAuthAnswer(reply, response, setCookies, location);
      },
    );

    // The rest of better-auth's reachable endpoints (reset links, OAuth callbacks, the session read).
    app.route({
      method: ['GET', 'POST'],
      url: '/api/auth/*',
      schema: { hide: true },
      handler: async (request, reply) => {
        // Checked on the address exactly as it will be forwarded: parsing turns "..\\" and "/../" into
        // another path, so a check of the raw path would let any endpoint through.
        const url = toForwardedUrl(request);
        if (!FORWARDED_AUTH_PATHS.some((pattern) => pattern.test(url.pathname))) {
          return reply.code(404).send({ message: translate(request.language, { key: 'errors.notFound' }) });
        }
        return sendBetterAuthAnswer(reply, await callBetterAuth(auth, request, url));
      },
    });
  };
}
