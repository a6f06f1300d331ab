import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../config';

export type TRateLimitOptions = { globalMax: number; authMax: number; windowMs: number };

export const DEFAULT_RATE_LIMITS: TRateLimitOptions = { globalMax: 600, authMax: 10, windowMs: 60_000 };

function formatRetry(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return seconds === 1 ? '1 second' : `${seconds} seconds`;
}

export async function registerSecurity(
  app: FastifyInstance,
  config: TConfig,
  rateLimits: TRateLimitOptions,
): Promise<void> {
  const analyticsHosts = config.gaMeasurementId
    ? ['https://www.googletagmanager.com', 'https://*.google-analytics.com']
    : [];
  await app.register(helmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...analyticsHosts],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...analyticsHosts],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.isSecureCookie ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: config.isSecureCookie ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  await app.register(cookie);
  await app.register(rateLimit, {
    global: true,
    max: rateLimits.globalMax,
    timeWindow: rateLimits.windowMs,
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please try again in ${formatRetry(context.ttl)}.`,
    }),
  });
}
