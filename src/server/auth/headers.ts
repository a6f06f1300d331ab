import type { FastifyReply, FastifyRequest } from 'fastify';

/** Carries request.ip (the address TRUST_PROXY decided) to better-auth; a client's own copy is dropped. */
export const CLIENT_ADDRESS_HEADER = 'x-kindlist-client-address';

/** The request's headers for better-auth, with the client address Fastify decided. */
export function toFetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_ADDRESS_HEADER) continue;
    if (Array.isArray(value)) {
      for (const item of value) headers.append(name, item);
    } else {
      headers.set(name, String(value));
    }
  }
  if (request.ip) headers.set(CLIENT_ADDRESS_HEADER, request.ip);
  return headers;
}

// Copies better-auth's Set-Cookie headers (one per cookie) onto the Fastify reply.
export function copySetCookies(from: Headers, reply: FastifyReply): void {
  const cookies = from.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}
