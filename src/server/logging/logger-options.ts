import type { FastifyServerOptions } from 'fastify';
import { stdSerializers } from 'pino';

// Paths whose last part is a secret: a password-reset link carries its token in the path.
const SECRET_PATH = /^(\/api\/auth\/reset-password\/)[^/]+$/;

/** A request's path as logs keep it: no query string, and no secret in the path. */
export function stripQuery(url: string): string {
  const index = url.indexOf('?');
  const path = index === -1 ? url : url.slice(0, index);
  return path.replace(SECRET_PATH, '$1[token]');
}

// Drizzle's query errors carry the statement's parameters (passwords hashes, addresses, emails) in
// `params` and at the end of the message; neither may reach the log.
type TSerializedError = { [key: string]: unknown; type: string; message: string; stack: string };

export function serializeError(error: Error): TSerializedError {
  const serialized = stdSerializers.err(error) as unknown as TSerializedError;
  delete serialized.params;
  serialized.message = String(serialized.message ?? '').replace(/\nparams: [\s\S]*$/, '\nparams: [redacted]');
  if (typeof serialized.stack === 'string') {
    serialized.stack = serialized.stack.replace(/\nparams: [\s\S]*?(\n\s+at |$)/, '\nparams: [redacted]$1');
  }
  if (serialized.cause && typeof serialized.cause === 'object') {
    const cause = serialized.cause as Record<string, unknown>;
    delete cause.params;
  }
  return serialized;
}

// Request logs carry the request id, method, path, status and time only: never headers (cookies),
// bodies (passwords, addresses), query strings (tokens) nor the client's IP address. The redaction
// paths are a second guard for objects logged by hand.
export function createLoggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: ['headers.cookie', 'headers.authorization', 'password', 'address', 'shippingAddress'],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: { method: string; url: string; id: string }) => ({
        id: request.id,
        method: request.method,
        path: stripQuery(request.url),
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      err: serializeError,
    },
  };
}
