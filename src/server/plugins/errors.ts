import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { APIError } from 'better-auth/api';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import type { TLocale } from '#shared/i18n/locales';
import {
  DomainError,
  renderRefusal,
  type TDomainErrorKind,
  type TRefusal,
  type TRefusalOptions,
} from '../domain/domain-error';
import { isDatabaseUnavailable, isStatementTimeout, type TDatabaseStatus } from '../services/database-status';
import { type TMessage, translate } from '../services/translations';
import { describeAuthLibraryError } from './auth-library-errors';
import { LANGUAGE_VARY, readRequestLanguage, varyByLanguage } from './language';
import { describeValidation } from './validation';

// Every answer's words are written in the request's language (request.language); the *_MESSAGE
// constants are their English words, which answers keep when no language is asked (and tests read).
export const GENERIC_ERROR: TMessage = { key: 'errors.generic' };
export const UNAVAILABLE: TMessage = { key: 'errors.unavailable' };
export const STOPPING: TMessage = { key: 'errors.stopping' };
export const GENERIC_ERROR_MESSAGE = translate('en', GENERIC_ERROR);
export const UNAVAILABLE_MESSAGE = translate('en', UNAVAILABLE);
export const STOPPING_MESSAGE = translate('en', STOPPING);
/** Seconds a client is asked to wait after a 503 (an outage or a server that is stopping). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** The one 503 answer: Retry-After and { message }, in the request's language. */
export function sendUnavailable(reply: FastifyReply, message: TMessage = UNAVAILABLE): FastifyReply {
  return reply
    .code(503)
    .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
    .send({ message: translate(reply.request.language, message) });
}

/** A refusal of the HTTP layer itself (auth, uploads, routes): `.message` is its English words. */
export class HttpError extends Error implements TRefusal {
  readonly field?: string;
  /** Sent as Retry-After (429 and 503 answers). */
  readonly retryAfterSeconds?: number;

  constructor(
    public readonly statusCode: number,
    public readonly refusal: TMessage | string,
    { field, retryAfterSeconds }: TRefusalOptions = {},
  ) {
    super(renderRefusal('en', { refusal, field }));
    this.name = 'HttpError';
    this.field = field;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** The one place a business rule's refusal becomes an HTTP status. */
const STATUS_OF_KIND: Readonly<Record<TDomainErrorKind, number>> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  gone: 410,
  'too-many': 429,
};

// Two writes that met at the same moment: a deadlock the database broke, or a check (never more given
// than wanted) that only a race can reach, since every write checks first under its locks.
const CONFLICT_CODES = new Set(['40P01', '40001']);
const RACE_CHECKS = new Set(['list_items_counts']);
export const WRITE_CONFLICT: TMessage = { key: 'errors.writeConflict' };
export const WRITE_CONFLICT_MESSAGE = translate('en', WRITE_CONFLICT);

function isWriteConflict(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && CONFLICT_CODES.has(code)) return true;
  const constraint = (error as { constraint?: unknown }).constraint;
  if (code === '23514' && typeof constraint === 'string' && RACE_CHECKS.has(constraint)) return true;
  return isWriteConflict(error.cause, depth + 1);
}

// better-auth catches what its session lookup throws and throws its own 500 without the cause (it
// hands the cause to its logger, which reports an unreachable database to the status first).
function isAuthLibraryFailure(error: unknown): boolean {
  return error instanceof APIError && error.statusCode >= 500;
}

function isOutage(error: unknown, databaseStatus: TDatabaseStatus): boolean {
  return isDatabaseUnavailable(error) || (isAuthLibraryFailure(error) && databaseStatus.isDown());
}

/** A refusal the app decided: an HTTP status of its own, or a business rule's kind mapped to one. */
function sendRefusal(
  request: FastifyRequest,
  reply: FastifyReply,
  error: HttpError | DomainError,
): FastifyReply {
  if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
  const statusCode = error instanceof DomainError ? STATUS_OF_KIND[error.kind] : error.statusCode;
  return reply.code(statusCode).send({ message: renderRefusal(request.language, error) });
}

const CLIENT_ERROR_MESSAGES: Readonly<Record<string, TMessage>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { key: 'errors.request.invalidJson' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { key: 'errors.request.invalidJson' },
  FST_ERR_CTP_BODY_TOO_LARGE: { key: 'errors.request.bodyTooLarge' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { key: 'errors.request.unsupportedMediaType' },
};

/**
 * Fastify's own 4xx (and better-auth's, passed on by our auth routes) in words a client can act on.
 * One we have no words for keeps its own in English, and is said in general words in another language.
 */
function describeClientError(error: FastifyError, locale: TLocale): string {
  const known = CLIENT_ERROR_MESSAGES[error.code] ?? describeAuthLibraryError(error);
  if (known) return translate(locale, known);
  return locale === 'en' ? error.message : translate(locale, { key: 'errors.request.refused' });
}

export function registerErrorHandling(app: FastifyInstance, databaseStatus: TDatabaseStatus): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = request.language;
    // Zod (the type provider) and Fastify's own checks both report through `validation`.
    if (error.validation) return reply.code(400).send({ message: describeValidation(error, locale) });
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.code(500).send({ message: translate(locale, GENERIC_ERROR) });
    }
    if (error instanceof HttpError || error instanceof DomainError) return sendRefusal(request, reply, error);
    if (isOutage(error, databaseStatus)) {
      // Logged once per outage by the status, not once per request.
      databaseStatus.markDown(error);
      databaseStatus.countRefused();
      return sendUnavailable(reply);
    }
    if (isStatementTimeout(error)) {
      request.log.warn('a statement ran past statement_timeout');
      return sendUnavailable(reply);
    }
    if (isWriteConflict(error)) {
      request.log.warn({ err: error }, 'write conflict');
      return reply.code(409).send({ message: translate(locale, WRITE_CONFLICT) });
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 400 && statusCode < 500) {
      return reply.code(statusCode).send({ message: describeClientError(error, locale) });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({ message: translate(locale, GENERIC_ERROR) });
  });
}

const MALFORMED_URL: TMessage = { key: 'errors.request.malformedUrl' };
const URL_TOO_LONG: TMessage = { key: 'errors.request.urlTooLong' };
const MALFORMED_REQUEST: TMessage = { key: 'errors.request.malformed' };
const HEADERS_TOO_LARGE: TMessage = { key: 'errors.request.headersTooLarge' };
const REQUEST_TIMEOUT: TMessage = { key: 'errors.request.timeout' };
export const MALFORMED_URL_MESSAGE = translate('en', MALFORMED_URL);
export const URL_TOO_LONG_MESSAGE = translate('en', URL_TOO_LONG);
export const MALFORMED_REQUEST_MESSAGE = translate('en', MALFORMED_REQUEST);
export const HEADERS_TOO_LARGE_MESSAGE = translate('en', HEADERS_TOO_LARGE);
export const REQUEST_TIMEOUT_MESSAGE = translate('en', REQUEST_TIMEOUT);

/**
 * Fastify's answers before any route runs (a path it cannot decode, a path parameter longer than
 * maxParamLength): { message } with the security headers, like every other answer.
 */
export function createFrameworkErrorHandler(
  securityHeaders: Readonly<Record<string, string>>,
): (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void {
  return (error, request, reply) => {
    reply.headers(securityHeaders);
    const locale = readRequestLanguage(request.headers);
    varyByLanguage(reply);
    if (error.code === 'FST_ERR_BAD_URL') {
      return reply.code(400).send({ message: translate(locale, MALFORMED_URL) });
    }
    if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
      return reply.code(414).send({ message: translate(locale, URL_TOO_LONG) });
    }
    request.log.error({ err: error }, 'unexpected error before routing');
    return reply.code(500).send({ message: translate(locale, GENERIC_ERROR) });
  };
}

/**
 * The language a request Node could not parse asks for, read off the bytes that did arrive (its cookie
 * and Accept-Language lines, when they came before the fault); English when none did.
 */
function readRawRequestLanguage(rawPacket: unknown): TLocale {
  if (!Buffer.isBuffer(rawPacket)) return readRequestLanguage(null);
  const headers: Record<string, string> = {};
  for (const line of rawPacket.subarray(0, 16_384).toString('latin1').split('\r\n').slice(1)) {
    const separator = line.indexOf(':');
    const name = line.slice(0, separator).trim().toLowerCase();
    if (separator > 0 && (name === 'cookie' || name === 'accept-language')) {
      headers[name] = line.slice(separator + 1).trim();
    }
  }
  return readRequestLanguage(headers);
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (a malformed request line or header,
 * headers over the size limit, a request that never finished arriving), answered as { message }.
 */
export function createClientErrorHandler(
  securityHeaders: Readonly<Record<string, string>>,
): (error: Error & { code?: string; rawPacket?: unknown }, socket: Socket) => void {
  // Written in the language the request's headers asked for (as far as they arrived): it says so.
  const headerLines = Object.entries({
    ...securityHeaders,
    vary: LANGUAGE_VARY.join(', '),
    'cache-control': 'no-store',
  })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (error, socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, refusal] =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, REQUEST_TIMEOUT]
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? [431, HEADERS_TOO_LARGE]
          : [400, MALFORMED_REQUEST];
    const body = JSON.stringify({ message: translate(readRawRequestLanguage(error.rawPacket), refusal) });
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headerLines}content-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  };
}
