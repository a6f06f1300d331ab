import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { TConfig } from '../config';
import { tooManyRequests } from '../domain/domain-error';
import { toClientNetwork } from '../services/client-address';
import type { TRateLimitContext } from '../services/rate-limits';
import type { TSharedFloodCounter } from '../services/shared-flood-counter';
import { ROUTE_COMPRESSION } from './compression';
import { HttpError } from './errors';
import { createRateLimitStore } from './rate-limit-store';

export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export function createPageCspBuilder(config: TConfig): (styleNonce: string) => string {
  const analyticsHosts = config.gaMeasurementId
    ? ' https://www.googletagmanager.com https://*.google-analytics.com'
    : '';
  const upgrade = config.isSecureCookie ? '; upgrade-insecure-requests' : '';
  return (styleNonce) =>
    [
      "default-src 'self'",
      `script-src 'self'${analyticsHosts}`,
      `style-src 'self' 'nonce-${styleNonce}'`,
      "img-src 'self' data: blob: https:",
      "font-src 'self'",
      `connect-src 'self'${analyticsHosts}`,
      "manifest-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; ') + upgrade;
}

const STATIC_FILE_PATTERN = /^\/(assets\/[^?]+|[\w.-]+\.(svg|png|ico|txt|webmanifest|xml))(\?.*)?$/;

export function isStaticFileRequest(method: string, url: string): boolean {
  return (method === 'GET' || method === 'HEAD') && STATIC_FILE_PATTERN.test(url);
}

export type TRateLimitOptions = { globalMax: number; authMax: number; windowMs: number };

export const DEFAULT_RATE_LIMITS: TRateLimitOptions = { globalMax: 600, authMax: 10, windowMs: 60_000 };

/**
 * The headers every answer carries. Helmet decides them; the Content-Security-Policy is ours: a
 * fixed, locked-down one for every response, replaced on HTML pages by a policy with a per-page style
 * nonce (buildPageCsp). Without a nonce every header is the same on every response, so helmet runs
 * once here and each request copies the result (docs/decisions/005): @fastify/helmet rebuilt
 * helmet's middleware for every request, a sixth of the cost of a small API answer.
 */
export function computeSecurityHeaders(config: TConfig): Record<string, string> {
  return {
    ...computeHelmetHeaders({
      contentSecurityPolicy: false,
      strictTransportSecurity: config.isSecureCookie
        ? { maxAge: 31_536_000, includeSubDomains: true }
        : false,
      crossOriginEmbedderPolicy: false,
      frameguard: { action: 'deny' },
      // Headers only legacy browsers read (IE, Flash, the removed XSS auditor) are not sent: each one
      // costs every response and protects no current browser.
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
      originAgentCluster: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    }),
    'content-security-policy': API_CSP,
  };
}

export async function registerSecurity(
  app: FastifyInstance,
  {
    rateLimits,
    counters,
    floodCounter,
    securityHeaders,
  }: {
    rateLimits: TRateLimitOptions;
    /** Where the shared counters live and the clock that times them. */
    counters: TRateLimitContext;
    /** Counts the limits of routes not marked `isShared` across instances (null: in memory). */
    floodCounter: TSharedFloodCounter | null;
    securityHeaders: Readonly<Record<string, string>>;
  },
): Promise<void> {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });
  // Opt-in per route (`compress: ROUTE_COMPRESSION`): hashed assets are compressed once at build time
  // and served pre-compressed, small JSON answers are not worth it, and skipping the hook on every other
  // route keeps the per-request cost down. HTML pages and large signed-in reads opt in; public answers
  // are compressed by the public cache, which keeps the compressed bytes (sendPublicAnswerBytes).
  await app.register(compress, { global: false, ...ROUTE_COMPRESSION });
  await app.register(cookie);
  await app.register(rateLimit, {
    global: true,
    // Static files (hashed assets, favicon, robots.txt) are cheap and cached: counting them would let
    // a few page loads from one shared address (a shelter's Wi-Fi) exhaust the limit and blank the app.
    allowList: (request) => isStaticFileRequest(request.method, request.url),
    store: createRateLimitStore(counters, floodCounter),
    // Every per-address limit counts a client by toClientNetwork (an IPv6 client by its /64).
    keyGenerator: (request) => toClientNetwork(request.ip),
    max: rateLimits.globalMax,
    timeWindow: rateLimits.windowMs,
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    // Thrown by the plugin (which sets Retry-After itself): the error handler words it in the
    // request's language.
    errorResponseBuilder: (_request, context) => new HttpError(429, tooManyRequests(context.ttl / 1000)),
  });
}

/** The headers helmet's middleware sets with these options, read off a response that is never sent. */
export function computeHelmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  helmet(options)(request, response, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.join(', ') : String(value),
    ]),
  );
}
