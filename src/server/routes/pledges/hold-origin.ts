import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { THoldOrigin } from '#server/domain/pledges/unconfirmed-holds';
import { toClientSite } from '#server/services/client-address';

/** Names the browser a short hold comes from (a random value, kept a year). */
export const DEVICE_COOKIE = 'kindlist.device';
export const DEVICE_COOKIE_PATH = '/api/lists';
const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/**
 * Where a donor whose email is not confirmed reserves from: their network (an IPv6 client by its /48)
 * and their browser (its device cookie, set now if it has none), each as a keyed hash, so the table
 * keeps neither an address nor a cookie.
 */
export function readHoldOrigin(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { secret: string; isSecureCookie: boolean },
): THoldOrigin {
  let device = request.cookies[DEVICE_COOKIE];
  if (!device || !DEVICE_ID_PATTERN.test(device)) {
    device = randomBytes(16).toString('base64url');
    reply.setCookie(DEVICE_COOKIE, device, {
      path: DEVICE_COOKIE_PATH,
      maxAge: DEVICE_COOKIE_MAX_AGE_S,
      httpOnly: true,
      sameSite: 'lax',
      secure: options.isSecureCookie,
    });
  }
  const hash = (kind: string, value: string) =>
    createHmac('sha256', options.secret).update(`hold-${kind}:${value}`).digest('base64url').slice(0, 32);
  return { network: hash('network', toClientSite(request.ip)), device: hash('device', device) };
}
