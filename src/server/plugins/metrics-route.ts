import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';
import type { TMetrics } from '../services/metrics';
import { type TMessage, translate } from '../services/translations';

export const METRICS_PATH = '/metrics';
const METRICS_TOKEN: TMessage = { key: 'errors.metrics.token' };
const METRICS_LOOPBACK: TMessage = { key: 'errors.metrics.loopback' };
export const METRICS_TOKEN_MESSAGE = translate('en', METRICS_TOKEN);
export const METRICS_LOOPBACK_MESSAGE = translate('en', METRICS_LOOPBACK);

// Requests whose route Fastify did not find share one label: their raw addresses would make a new
// series per address anyone types.
const UNMATCHED_ROUTE = 'unmatched';

const digest = (value: string) => createHash('sha256').update(value).digest();

function hasToken(request: FastifyRequest, expected: Buffer): boolean {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), expected);
}

// The headers a proxy adds to say whom or what it relays for (the standard one, the de facto ones,
// and those of nginx's real-ip set-ups, load balancers and CDNs). Any one of them means a relay.
const RELAY_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-forwarded-server',
  'x-real-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'cf-connecting-ip',
  'true-client-ip',
  'fastly-client-ip',
  'x-original-forwarded-for',
  'via',
] as const;

// A proxy on this machine would make every outside client look local: a relayed request is refused.
// A proxy that adds none of these headers cannot be told from a local scrape, hence METRICS_TOKEN
// behind any proxy (README, Monitoring).
function isLocalScrape(request: FastifyRequest): boolean {
  if (RELAY_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  return ipaddr.isValid(request.ip) && ipaddr.process(request.ip).range() === 'loopback';
}

/**
 * Counts every answer by its route's pattern and serves GET /metrics (Prometheus text): with
 * METRICS_TOKEN set, to a request bearing it; without, to a scrape from this machine only.
 */
export function registerMetrics(
  app: FastifyInstance,
  { metrics, token }: { metrics: TMetrics; token: string | undefined },
): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(
      request.routeOptions.url ?? UNMATCHED_ROUTE,
      request.method,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
  const expected = token === undefined ? undefined : digest(token);
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (expected !== undefined && !hasToken(request, expected)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ message: translate(request.language, METRICS_TOKEN) });
    }
    if (expected === undefined && !isLocalScrape(request)) {
      return reply.code(403).send({ message: translate(request.language, METRICS_LOOPBACK) });
    }
    const { text, contentType } = await metrics.render();
    return reply.header('cache-control', 'no-store').type(contentType).send(text);
  });
}
