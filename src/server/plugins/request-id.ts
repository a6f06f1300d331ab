import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import ipaddr from 'ipaddr.js';
import type { TTrustedProxies } from '../services/client-address';

export const REQUEST_ID_HEADER = 'x-request-id';

// What proxies and load balancers generate (UUIDs, nginx's 32 hex digits, ULIDs): nothing that could
// break a log line or a header.
const WELL_FORMED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

function isTrustedProxyAddress(trusted: TTrustedProxies, address: string | undefined): boolean {
  if (trusted.kind === 'none' || address === undefined) return false;
  // A hop count means the app is reachable only through its proxies: whoever connects is one.
  if (trusted.kind === 'hops') return true;
  if (!ipaddr.isValid(address)) return false;
  const peer = ipaddr.process(address);
  return trusted.addresses.some((entry) => {
    if (entry.includes('/')) {
      const [range, bits] = ipaddr.parseCIDR(entry);
      return range.kind() === peer.kind() && peer.match(range, bits);
    }
    if (ipaddr.isValid(entry)) return ipaddr.process(entry).toString() === peer.toString();
    return peer.range().toLowerCase() === entry;
  });
}

/**
 * Fastify's genReqId: the id a trusted proxy gave the request (X-Request-Id), when it is well formed,
 * so that the proxy's logs and the app's meet; otherwise a new random one. A client's own id is
 * ignored: it could make many requests look like one in the logs.
 */
export function createRequestIdGenerator(trusted: TTrustedProxies): (request: IncomingMessage) => string {
  return (request) => {
    const given = request.headers[REQUEST_ID_HEADER];
    if (
      typeof given === 'string' &&
      WELL_FORMED_ID.test(given) &&
      isTrustedProxyAddress(trusted, request.socket?.remoteAddress)
    ) {
      return given;
    }
    return randomUUID();
  };
}

/**
 * Every answer names its request (X-Request-Id), and a 5xx answer's { message } body carries it as
 * `requestId` too: a family who reports "something went wrong" can quote it, and it finds the request's
 * log lines (their `reqId`).
 */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    if (reply.statusCode < 500 || typeof payload !== 'string' || !payload.startsWith('{')) return payload;
    try {
      const body = JSON.parse(payload) as unknown;
      // Only an error's { message }: a health answer's own 503 stays as it is.
      if (typeof body !== 'object' || body === null || !('message' in body)) return payload;
      return JSON.stringify({ ...body, requestId: request.id });
    } catch {
      return payload;
    }
  });
}
