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
function isFromAnotherOrigin(request: FastifyRequest, appOrigin: string): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    // The app's configured address, or the address this request was sent to (a local start opened
    // at 127.0.0.1 instead of localhost, the dev server's proxy): both are the page's own origin.
    return origin !== appOrigin && origin !== readRequestOrigin(request);
  }
  const site = request.headers['sec-fetch-site'];
  return site === 'cross-site' || site === 'same-site';
}

/** The origin a request was sent to, normalised as browsers write it (no default port). */
function readRequestOrigin(request: FastifyRequest): string | null {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return null;
  }
}

/** Refuses every request that can change something when a browser sent it from another origin. */
export function registerSameOriginRule(app: FastifyInstance, appUrl: string): void {
  const appOrigin = new URL(appUrl).origin;
  app.addHook('onRequest', (request, _reply, done) => {
    const isRefused = !SAFE_METHODS.has(request.method) && isFromAnotherOrigin(request, appOrigin);
    done(isRefused ? new HttpError(403, FOREIGN_ORIGIN) : undefined);
  });
}
