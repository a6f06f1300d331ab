import type { TLSSocket } from 'node:tls';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type TMessage, translate } from '../services/translations';
import { HttpError } from './errors';

const FOREIGN_ORIGIN: TMessage = { key: 'errors.request.foreignOrigin' };
export const FOREIGN_ORIGIN_MESSAGE = translate('en', FOREIGN_ORIGIN);

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a browser sent this request from another site or another origin of this site (another
 * port, another subdomain). Browsers name the sender in `Origin` on every request that can change
 * something, and in `Sec-Fetch-Site`; a request with neither (curl, a server calling back) is not a
 * browser's and is judged by its credentials alone.
 */
function isFromAnotherOrigin(request: FastifyRequest, ownOrigins: (request: FastifyRequest) => string[]) {
  const origin = request.headers.origin;
  if (origin !== undefined) return !ownOrigins(request).includes(origin);
  const site = request.headers['sec-fetch-site'];
  return site === 'cross-site' || site === 'same-site';
}

/**
 * The origin a request reaching the app directly was sent to: its Host header as the browser wrote
 * it, on the socket's protocol, normalised as browsers write an origin (no default port).
 */
function readDirectOrigin(request: FastifyRequest): string | null {
  const host = request.headers.host;
  if (!host) return null;
  try {
    return new URL(`${(request.socket as Partial<TLSSocket>).encrypted ? 'https' : 'http'}://${host}`).origin;
  } catch {
    return null;
  }
}

/**
 * Refuses every request that can change something when a browser sent it from another origin. The
 * page's own origin is APP_URL's. Reached directly (no TRUST_PROXY), the origin the request was sent
 * to is the page's too: a local start opened at 127.0.0.1 instead of localhost, the Vite dev server,
 * whose proxy passes the browser's Host on. Behind a proxy, APP_URL's alone: the host a proxy
 * reports (X-Forwarded-Host) is often the client's own header passed along, so "evil.test" there
 * with `Origin: http://evil.test` would look like the page's own origin.
 */
export function registerSameOriginRule(
  app: FastifyInstance,
  { appUrl, isBehindProxy }: { appUrl: string; isBehindProxy: boolean },
): void {
  const appOrigin = new URL(appUrl).origin;
  const ownOrigins = isBehindProxy
    ? () => [appOrigin]
    : (request: FastifyRequest) => [appOrigin, readDirectOrigin(request) ?? appOrigin];
  app.addHook('onRequest', (request, _reply, done) => {
    const isRefused = !SAFE_METHODS.has(request.method) && isFromAnotherOrigin(request, ownOrigins);
    done(isRefused ? new HttpError(403, FOREIGN_ORIGIN) : undefined);
  });
}
