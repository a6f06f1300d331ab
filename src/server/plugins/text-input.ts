import type { FastifyInstance } from 'fastify';
import { type TMessage, translate } from '../services/translations';
import { HttpError } from './errors';

const NUL_IN_ADDRESS: TMessage = { key: 'errors.request.nulInAddress' };
export const NUL_IN_ADDRESS_MESSAGE = translate('en', NUL_IN_ADDRESS);

// Percent-encoded NUL: a raw one never gets past Node's HTTP parser.
const ENCODED_NUL = /%00/i;
const MAX_DEPTH = 32;

// Half of a character: a surrogate without its other half. JSON can carry one ("\ud800"); it is no
// text anyone typed, and PostgreSQL refuses it in JSON columns.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function isForbidden(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/** The path (`events.0.params.cta_id`) of the first string or key holding a NUL or half a character, or null. */
function findNulPath(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === 'string') return isForbidden(value) ? path.join('.') || 'body' : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, child] of entries) {
    const childPath = [...path, String(key)];
    if (typeof key === 'string' && isForbidden(key)) return childPath.join('.');
    const found = findNulPath(child, childPath, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * One rule for every string the server accepts: a NUL character (which PostgreSQL refuses in text,
 * and no form ever types) anywhere in the path, the query string or the body, or half a character in
 * the body, is refused with 400 before any route sees it. Tokens and ids arrive through the same three, so they are covered too.
 */
export function registerTextInputRule(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    done(ENCODED_NUL.test(request.url) ? new HttpError(400, NUL_IN_ADDRESS) : undefined);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const path = request.body === undefined ? null : findNulPath(request.body);
    done(
      path === null
        ? undefined
        : new HttpError(400, { key: 'validation.text.controlCharacters' }, { field: path }),
    );
  });
}
