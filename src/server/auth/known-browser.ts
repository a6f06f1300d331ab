import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A browser that has signed in to an account with its password is "known" to that account for a
 * year: failed sign-ins and reset requests from elsewhere never block it (docs/decisions/019). The
 * cookie holds, for up to a few accounts, an expiry and a keyed hash of the account's email: it names
 * no account to whoever reads it, and nobody without AUTH_SECRET can make one.
 */
export const KNOWN_BROWSER_COOKIE = 'kindlist.known';
export const KNOWN_BROWSER_COOKIE_PATH = '/api/auth';
export const KNOWN_BROWSER_MAX_AGE_S = 365 * 24 * 60 * 60;
// A family computer may be used for a few accounts; the oldest is forgotten beyond this.
const MAX_ACCOUNTS = 5;
const ENTRY_SEPARATOR = '~';

function signEntry(secret: string, email: string, expiresAtS: number): string {
  return createHmac('sha256', secret)
    .update(`kindlist-known-browser:${email.toLowerCase()}:${expiresAtS}`)
    .digest('base64url')
    .slice(0, 32);
}

type TEntry = { expiresAtS: number; signature: string };

function readEntries(value: string | undefined, now: Date): TEntry[] {
  const nowS = now.getTime() / 1000;
  return (value ?? '')
    .split(ENTRY_SEPARATOR)
    .slice(0, MAX_ACCOUNTS)
    .map((entry) => {
      const [expires = '', signature = ''] = entry.split('.');
      return { expiresAtS: Number(expires), signature };
    })
    .filter((entry) => Number.isInteger(entry.expiresAtS) && entry.expiresAtS > nowS);
}

function isEntryFor(secret: string, entry: TEntry, email: string): boolean {
  const expected = Buffer.from(signEntry(secret, email, entry.expiresAtS));
  const given = Buffer.from(entry.signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Whether this cookie value says the browser signed in to `email`'s account before. */
export function isKnownBrowserFor(
  secret: string,
  value: string | undefined,
  email: string,
  now: Date,
): boolean {
  return readEntries(value, now).some((entry) => isEntryFor(secret, entry, email));
}

/** The cookie value after a sign-in to `email`'s account: that account first, renewed for a year. */
export function addKnownAccount(secret: string, value: string | undefined, email: string, now: Date): string {
  const expiresAtS = Math.floor(now.getTime() / 1000) + KNOWN_BROWSER_MAX_AGE_S;
  const others = readEntries(value, now).filter((entry) => !isEntryFor(secret, entry, email));
  return [{ expiresAtS, signature: signEntry(secret, email, expiresAtS) }, ...others]
    .slice(0, MAX_ACCOUNTS)
    .map((entry) => `${entry.expiresAtS}.${entry.signature}`)
    .join(ENTRY_SEPARATOR);
}
