import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWN_BROWSER_COOKIE } from '#server/auth/known-browser';
import { ACCOUNT_LIMITS, formatResetLinksAlreadySent } from '#server/domain/accounts/account-limits';
import { createFixedClock } from '#server/services/clock';
import {
  createSignedInUser,
  createTestApp,
  findLink,
  readMailFilesTo,
  TEST_PASSWORD,
  type TTestContext,
} from '#server/test/test-app';
import { RESET_REQUEST_MESSAGE } from './account-recovery';

// Strangers must not be able to keep a person out of their own account: failures count per account
// AND network, an account-wide ceiling never holds a browser that signed in to the account before,
// and reset mails stay within the owner's reach.

const clock = createFixedClock(new Date());
let ctx: TTestContext;
let addressCounter = 0;

/** A fresh client address each call, in a network of its own. */
function nextAddress(): string {
  addressCounter += 1;
  return `10.${Math.floor(addressCounter / 250) + 100}.${addressCounter % 250}.1`;
}

beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(async () => {
  await ctx.close();
});

function signIn(email: string, password: string, remoteAddress: string, cookie?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password },
    remoteAddress,
    headers: cookie ? { cookie } : {},
  });
}

function requestReset(email: string, remoteAddress: string, cookie?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: { email },
    remoteAddress,
    headers: cookie ? { cookie } : {},
  });
}

/** Just the known-browser cookie of a response, as the browser would send it back. */
function knownBrowserCookie(response: { cookies: Array<{ name: string; value: string }> }): string {
  const cookie = response.cookies.find((candidate) => candidate.name === KNOWN_BROWSER_COOKIE);
  if (!cookie) throw new Error('no known-browser cookie');
  return `${cookie.name}=${cookie.value}`;
}

async function failFromManyNetworks(email: string, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++)
    statuses.push((await signIn(email, 'a wrong guess', nextAddress())).statusCode);
  return statuses;
}

describe('sign-in failures', () => {
  it("never keep the owner's correct password out when they come from other addresses", async () => {
    const owner = await createSignedInUser(ctx.app, { remoteAddress: nextAddress() });
    expect(await failFromManyNetworks(owner.email, 10)).toEqual(Array(10).fill(401));
    // A new browser, at an address of its own, is not held by what other addresses did.
    expect((await signIn(owner.email, TEST_PASSWORD, nextAddress())).statusCode).toBe(200);
  });

  it('hold the network that failed, not the owner elsewhere, and a correct password is no failure', async () => {
    const owner = await createSignedInUser(ctx.app, { remoteAddress: nextAddress() });
    const { max } = ACCOUNT_LIMITS.signInFailuresPerNetwork;
    const guesser = nextAddress();
    // Correct sign-ins in between do not use up the network's attempts.
    for (let i = 0; i < 3; i++)
      expect((await signIn(owner.email, TEST_PASSWORD, guesser)).statusCode).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < max + 1; i++) statuses.push((await signIn(owner.email, 'guess', guesser)).statusCode);
    expect(statuses).toEqual([...Array(max).fill(401), 429]);
    expect((await signIn(owner.email, TEST_PASSWORD, guesser)).statusCode).toBe(429);
    expect((await signIn(owner.email, TEST_PASSWORD, nextAddress())).statusCode).toBe(200);
    // The window is the app's clock: once it has passed, the network may try again.
    clock.advance(ACCOUNT_LIMITS.signInFailuresPerNetwork.windowMs);
    expect((await signIn(owner.email, TEST_PASSWORD, guesser)).statusCode).toBe(200);
  });

  it('past the account-wide ceiling, hold new browsers but let a browser that signed in before through', async () => {
    const owner = await createSignedInUser(ctx.app, { remoteAddress: nextAddress() });
    const ownBrowser = knownBrowserCookie(await signIn(owner.email, TEST_PASSWORD, nextAddress()));
    const { max } = ACCOUNT_LIMITS.signInFailuresPerAccount;
    const statuses = await failFromManyNetworks(owner.email, max + 1);
    expect(statuses).toEqual([...Array(max).fill(401), 429]);
    // An unknown email answers exactly alike, so the limit tells nobody which emails have accounts.
    expect(await failFromManyNetworks('nobody-at-all@example.com', max + 1)).toEqual(statuses);

    expect((await signIn(owner.email, TEST_PASSWORD, nextAddress())).statusCode).toBe(429);
    expect((await signIn(owner.email, TEST_PASSWORD, nextAddress(), ownBrowser)).statusCode).toBe(200);
    // The cookie speaks for its own account only, and cannot be made up.
    const other = await createSignedInUser(ctx.app, { remoteAddress: nextAddress() });
    await failFromManyNetworks(other.email, max);
    expect((await signIn(other.email, TEST_PASSWORD, nextAddress(), ownBrowser)).statusCode).toBe(429);
    const forged = `${KNOWN_BROWSER_COOKIE}=${Math.floor(Date.now() / 1000) + 3600}.${'A'.repeat(32)}`;
    expect((await signIn(owner.email, TEST_PASSWORD, nextAddress(), forged)).statusCode).toBe(429);
  });

  it('let new browsers in again once the owner has reset the password by mail', async () => {
    const owner = await createSignedInUser(ctx.app, { remoteAddress: nextAddress() });
    await failFromManyNetworks(owner.email, ACCOUNT_LIMITS.signInFailuresPerAccount.max);
    expect((await signIn(owner.email, TEST_PASSWORD, nextAddress())).statusCode).toBe(429);

    expect((await requestReset(owner.email, nextAddress())).statusCode).toBe(200);
    const mails = await readMailFilesTo(ctx, owner.email);
    const link = findLink(mails.at(-1) ?? '', /http:\/\/localhost:5000\/api\/auth\/reset-password\/[^\s"<]+/);
    const opened = await ctx.app.inject({
      method: 'GET',
      url: new URL(link).pathname + new URL(link).search,
    });
    const token = new URL(String(opened.headers.location), 'http://localhost:5000').searchParams.get('token');
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'a brand new passphrase' },
      remoteAddress: nextAddress(),
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(owner.email, 'a brand new passphrase', nextAddress())).statusCode).toBe(200);
  });
});

describe('password-reset requests', () => {
  it("from a stranger's address never keep the owner from getting a reset mail", async () => {
    const owner = await createSignedInUser(ctx.app, { remoteAddress: nextAddress() });
    const stranger = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await requestReset(owner.email, stranger)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const before = (await readMailFilesTo(ctx, owner.email)).length;
    const own = await requestReset(owner.email, nextAddress());
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ message: RESET_REQUEST_MESSAGE });
    expect(await readMailFilesTo(ctx, owner.email)).toHaveLength(before + 1);
  });

  it('stop at an account-wide ceiling that says where the links went, except for a known browser', async () => {
    const owner = await createSignedInUser(ctx.app, { remoteAddress: nextAddress() });
    const ownBrowser = knownBrowserCookie(await signIn(owner.email, TEST_PASSWORD, nextAddress()));
    const { max } = ACCOUNT_LIMITS.resetRequestsPerAccount;
    for (let i = 0; i < max; i++)
      expect((await requestReset(owner.email, nextAddress())).statusCode).toBe(200);
    const refused = await requestReset(owner.email, nextAddress());
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(refused.json()).toEqual({ message: formatResetLinksAlreadySent(retryAfter) });
    // An unknown email gets the same answers.
    for (let i = 0; i < max; i++) await requestReset('nobody-else@example.com', nextAddress());
    expect((await requestReset('nobody-else@example.com', nextAddress())).json()).toEqual(refused.json());

    const before = (await readMailFilesTo(ctx, owner.email)).length;
    expect((await requestReset(owner.email, nextAddress(), ownBrowser)).statusCode).toBe(200);
    expect(await readMailFilesTo(ctx, owner.email)).toHaveLength(before + 1);
  });
});
