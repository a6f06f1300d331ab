import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { APIError } from 'better-auth/api';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { DomainError, type TDomainErrorKind } from '../domain/domain-error';
import { isDatabaseUnavailable, isStatementTimeout, type TDatabaseStatus } from '../services/database-status';

export const GENERIC_ERROR_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';
export const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';
export const STOPPING_MESSAGE = 'This server is restarting. Please try again in a moment.';
/** Seconds a client is asked to wait after a 503 (an outage or a server that is stopping). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** The one 503 answer: Retry-After and { message }. */
export function sendUnavailable(reply: FastifyReply, message = UNAVAILABLE_MESSAGE): FastifyReply {
  return reply.code(503).header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS)).send({ message });
}

export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    /** Sent as Retry-After (429 and 503 answers). */
    public readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'HttpError';
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

type TZodIssue = { path?: readonly PropertyKey[]; message: string; instancePath?: string };

function describeValidationIssue(issue: TZodIssue, context: string | undefined): string {
  const path =
    issue.path?.map(String).join('.') || issue.instancePath?.replace(/^\//, '').replace(/\//g, '.');
  const field = path || (context === 'body' ? 'body' : context) || 'request';
  return `${field}: ${issue.message}`;
}

// Two writes that met at the same moment: a deadlock the database broke, or a check (never more given
// than wanted) that only a race can reach, since every write checks first under its locks.
const CONFLICT_CODES = new Set(['40P01', '40001']);
const RACE_CHECKS = new Set(['list_items_counts']);
export const WRITE_CONFLICT_MESSAGE =
  'Someone else changed this at the same moment. Reload the page to see the latest, then try again.';

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

function describeValidation(error: FastifyError): string {
  const first = error.validation?.[0];
  return first
    ? describeValidationIssue(first as unknown as TZodIssue, error.validationContext)
    : error.message;
}

function isOutage(error: unknown, databaseStatus: TDatabaseStatus): boolean {
  return isDatabaseUnavailable(error) || (isAuthLibraryFailure(error) && databaseStatus.isDown());
}

/** A refusal the app decided: an HTTP status of its own, or a business rule's kind mapped to one. */
function sendRefusal(reply: FastifyReply, error: HttpError | DomainError): FastifyReply {
  if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
  const statusCode = error instanceof DomainError ? STATUS_OF_KIND[error.kind] : error.statusCode;
  return reply.code(statusCode).send({ message: error.message });
}

/** Fastify's own 4xx in words a client can act on. */
function describeClientError(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type; send JSON';
    default:
      return error.message;
  }
}

export function registerErrorHandling(app: FastifyInstance, databaseStatus: TDatabaseStatus): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Zod (the type provider) and Fastify's own checks both report through `validation`.
    if (error.validation) return reply.code(400).send({ message: describeValidation(error) });
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.code(500).send({ message: GENERIC_ERROR_MESSAGE });
    }
    if (error instanceof HttpError || error instanceof DomainError) return sendRefusal(reply, error);
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
      return reply.code(409).send({ message: WRITE_CONFLICT_MESSAGE });
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 400 && statusCode < 500) {
      return reply.code(statusCode).send({ message: describeClientError(error) });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({ message: GENERIC_ERROR_MESSAGE });
  });
}

export const MALFORMED_URL_MESSAGE =
  'The address of this request is malformed: it has a % code that does not stand for a character.';
export const URL_TOO_LONG_MESSAGE = 'The address of this request is too long.';
export const MALFORMED_REQUEST_MESSAGE = 'The request is malformed.';
export const HEADERS_TOO_LARGE_MESSAGE = 'The request headers are too large.';
export const REQUEST_TIMEOUT_MESSAGE = 'The request took too long to arrive.';

/**
 * Fastify's answers before any route runs (a path it cannot decode, a path parameter longer than
 * maxParamLength): { message } with the security headers, like every other answer.
 */
export function createFrameworkErrorHandler(
  securityHeaders: Readonly<Record<string, string>>,
): (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void {
  return (error, request, reply) => {
    reply.headers(securityHeaders);
    if (error.code === 'FST_ERR_BAD_URL') return reply.code(400).send({ message: MALFORMED_URL_MESSAGE });
    if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
      return reply.code(414).send({ message: URL_TOO_LONG_MESSAGE });
    }
    request.log.error({ err: error }, 'unexpected error before routing');
    return reply.code(500).send({ message: GENERIC_ERROR_MESSAGE });
  };
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (a malformed request line or header,
 * headers over the size limit, a request that never finished arriving), answered as { message }.
 */
export function createClientErrorHandler(
  securityHeaders: Readonly<Record<string, string>>,
): (error: Error & { code?: string }, socket: Socket) => void {
  const headerLines = Object.entries(securityHeaders)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (error, socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, message] =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, REQUEST_TIMEOUT_MESSAGE]
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? [431, HEADERS_TOO_LARGE_MESSAGE]
          : [400, MALFORMED_REQUEST_MESSAGE];
    const body = JSON.stringify({ message });
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headerLines}content-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  };
}
