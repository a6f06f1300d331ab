import { createHmac, timingSafeEqual } from 'node:crypto';
import { errors, jwtVerify } from 'jose';

/**
 * better-auth's email links carry a signed token (HS256 with AUTH_SECRET). It is checked here before
 * anything reads its payload, so a forged token (any payload, wrong signature) learns nothing about
 * the address it names: every one of them gets the same answer.
 */
export type TLinkToken =
  | { kind: 'signed'; email: string; updateTo: string | null; issuedAtMs: number }
  | { kind: 'expired' }
  | { kind: 'forged' };

export async function readLinkToken(token: string, secret: string): Promise<TLinkToken> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), { algorithms: ['HS256'] });
    if (typeof payload.email !== 'string') return { kind: 'forged' };
    return {
      kind: 'signed',
      email: payload.email.toLowerCase(),
      updateTo: typeof payload.updateTo === 'string' ? payload.updateTo : null,
      issuedAtMs: typeof payload.iat === 'number' ? payload.iat * 1000 : 0,
    };
  } catch (error) {
    return error instanceof errors.JWTExpired ? { kind: 'expired' } : { kind: 'forged' };
  }
}

// Opening a confirmation link signs the browser in only where the account was created: a link
// planted on another site would otherwise sign a visitor into the planter's account. The browser
// that signs up keeps this cookie for as long as the link works.
export const SIGN_UP_COOKIE = 'kindlist.signup';
export const SIGN_UP_COOKIE_MAX_AGE_S = 24 * 60 * 60;
export const SIGN_UP_COOKIE_PATH = '/api/auth/verify-email';

function signSignUp(secret: string, email: string, expiresAtS: number): string {
  return createHmac('sha256', secret).update(`kindlist-sign-up:${email}:${expiresAtS}`).digest('base64url');
}

/** The cookie value that names this browser as the one that signed up with `email`. */
export function createSignUpCookieValue(secret: string, email: string, nowMs: number): string {
  const expiresAtS = Math.floor(nowMs / 1000) + SIGN_UP_COOKIE_MAX_AGE_S;
  return `${expiresAtS}.${signSignUp(secret, email.toLowerCase(), expiresAtS)}`;
}

export function isSignUpCookieFor(
  secret: string,
  value: string | undefined,
  email: string,
  nowMs: number,
): boolean {
  const [expires = '', signature = ''] = (value ?? '').split('.');
  const expiresAtS = Number(expires);
  if (!Number.isInteger(expiresAtS) || expiresAtS * 1000 < nowMs) return false;
  const expected = Buffer.from(signSignUp(secret, email.toLowerCase(), expiresAtS));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

// A confirmation link opened in a browser that neither signed up nor was signed in: the address is
// confirmed, and whoever holds the mailbox may say they did not make the account. This cookie lets
// that browser (and only it, for an hour, once) end the account's sessions and void its password; it
// holds a secret whose digest the database keeps (see grantDisownRight).
export const NOT_MY_ACCOUNT_COOKIE = 'kindlist.not-mine';
export const NOT_MY_ACCOUNT_MAX_AGE_S = 60 * 60;
export const NOT_MY_ACCOUNT_PATH = '/api/auth/not-my-account';
