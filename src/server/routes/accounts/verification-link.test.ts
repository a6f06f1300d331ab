import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '#server/db/schema/auth';
import { createFixedClock } from '#server/services/clock';
import { createPledgeableList, createVerifiedUser } from '#server/test/pledge-test-helpers';
import {
  createSignedInUser,
  createTestApp,
  findLink,
  readMailFilesTo,
  TEST_PASSWORD,
  type TTestContext,
  toCookieHeader,
} from '#server/test/test-app';

const HOUR_MS = 60 * 60 * 1000;
const clock = createFixedClock(new Date());
let ctx: TTestContext;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(async () => {
  await ctx.close();
});
// Tests that move the app's clock on leave it at the present (change-of-address links are checked
// against the account's creation time, which the clock stamps).
afterEach(() => {
  clock.set(new Date());
});

const LINK = /http:\/\/localhost:5000\/api\/auth\/verify-email\?token=[^\s"<]+/;

function sign(
  payload: Record<string, unknown>,
  secret: string,
  expiresIn: string | number = '1h',
): Promise<string> {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(new TextEncoder().encode(secret));
}

/** A browser's view of an answer: what a page on another site could tell apart. */
async function openLink(path: string, cookie?: string) {
  const response = await ctx.app.inject({ method: 'GET', url: path, headers: cookie ? { cookie } : {} });
  return {
    status: response.statusCode,
    location: response.headers.location,
    setsCookie: toCookieHeader(response).includes('session_token'),
    body: response.body,
    cookie: toCookieHeader(response),
  };
}

async function signUp(email: string, remoteAddress = '127.0.0.1') {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload: { firstName: 'Rosa', lastName: 'Diaz', email, password: TEST_PASSWORD },
    remoteAddress,
  });
  expect(response.statusCode).toBe(201);
  const [mail] = await readMailFilesTo(ctx, email);
  const link = new URL(findLink(mail ?? '', LINK));
  return { signUpCookie: toCookieHeader(response), path: `${link.pathname}${link.search}` };
}

async function signIn(email: string, remoteAddress = '127.0.0.1'): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password: TEST_PASSWORD },
    remoteAddress,
  });
  return toCookieHeader(response);
}

/** "I did not create this account", from a browser holding these cookies. */
function disown(cookie?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/not-my-account',
    headers: cookie ? { cookie } : {},
    payload: {},
  });
}

/** The cookie pair named `name` among a Cookie header's. */
function pickCookie(cookieHeader: string, name: string): string {
  return cookieHeader.split('; ').find((pair) => pair.startsWith(`${name}=`)) ?? '';
}

async function whoIs(cookie: string): Promise<string | null> {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
  return response.statusCode === 200 ? response.json().email : null;
}

async function countSessions(email: string): Promise<number> {
  const rows = await ctx.database.db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(users.email, email));
  return rows.length;
}

describe('a forged confirmation link (who has an account must not be found out)', () => {
  it('gets one and the same answer for a registered, an unverified and an unknown email', async () => {
    const verified = await createSignedInUser(ctx.app, { email: 'verified@example.com' });
    await ctx.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, verified.id));
    await createSignedInUser(ctx.app, { email: 'unverified@example.com' });
    const answers = new Set<string>();
    for (const email of [
      'verified@example.com',
      'unverified@example.com',
      'nobody@example.com',
      'a\u0000@x.y',
    ]) {
      for (const extra of [
        {},
        { updateTo: 'new@example.com' },
        { updateTo: 'new@example.com', requestType: 'change-email-verification' },
      ]) {
        const token = await sign({ email, ...extra }, 'not-the-secret-but-long-enough-to-sign-with');
        for (const callback of ['', '&callbackURL=%2Fverify-email%3Fstatus%3Dverified', '&callbackURL=%2F']) {
          const answer = await openLink(`/api/auth/verify-email?token=${token}${callback}`);
          answers.add(JSON.stringify({ ...answer, cookie: undefined }));
        }
      }
    }
    expect([...answers]).toEqual([
      JSON.stringify({
        status: 302,
        location: '/verify-email?error=INVALID_TOKEN',
        setsCookie: false,
        body: '',
      }),
    ]);
  });

  it('still tells a genuine but expired link apart (its signature is ours)', async () => {
    const token = await sign(
      { email: 'verified@example.com' },
      ctx.config.authSecret,
      Math.floor(Date.now() / 1000) - 60,
    );
    const answer = await openLink(`/api/auth/verify-email?token=${token}&callbackURL=%2Fverify-email`);
    expect(answer.location).toBe('/verify-email?error=TOKEN_EXPIRED');
  });
});

describe('opening a confirmation link (sign-in CSRF)', () => {
  it('signs in the browser that signed up', async () => {
    const { signUpCookie, path } = await signUp('same-browser@example.com');
    expect(signUpCookie).toContain('kindlist.signup=');
    const answer = await openLink(path, signUpCookie);
    expect(answer.location).toBe('/verify-email?status=verified');
    expect(answer.setsCookie).toBe(true);
    expect(await whoIs(answer.cookie)).toBe('same-browser@example.com');
  });

  it('brings the person back to where they were going (a path of this site only)', async () => {
    for (const [returnTo, location] of [
      ['/create', '/verify-email?status=verified&returnTo=%2Fcreate'],
      ['https://evil.example/', '/verify-email?status=verified'],
      ['//evil.example', '/verify-email?status=verified'],
    ] as const) {
      const email = `returning-${Math.random().toString(36).slice(2, 8)}@example.com`;
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: { firstName: 'Rosa', lastName: 'Diaz', email, password: TEST_PASSWORD, returnTo },
      });
      const [mail] = await readMailFilesTo(ctx, email);
      const link = new URL(findLink(mail ?? '', LINK));
      const answer = await openLink(`${link.pathname}${link.search}`, toCookieHeader(response));
      expect(answer.location).toBe(location);
    }
  });

  it('reads the browser’s session only through its signed cookie: odd or forged cookies change nothing', async () => {
    const { path } = await signUp('odd-cookie@example.com');
    for (const cookie of [
      'kindlist.session_token=%00',
      'kindlist.session_token=abc.def',
      'kindlist.session_token=%E0%A4%A',
    ]) {
      const answer = await openLink(path, cookie);
      expect(answer.status, cookie).toBe(302);
      expect(answer.setsCookie).toBe(false);
    }
  });

  it('confirms the address in any other browser but signs nobody in there, and says so to the page', async () => {
    const { path } = await signUp('other-browser@example.com');
    const answer = await openLink(path);
    expect(answer.location).toBe('/verify-email?status=verified&browser=other');
    expect(answer.setsCookie).toBe(false);
    expect(answer.cookie).toContain('kindlist.not-mine=');
    expect(await countSessions('other-browser@example.com')).toBe(0);
    const [user] = await ctx.database.db
      .select({ emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.email, 'other-browser@example.com'));
    expect(user?.emailVerified).toBe(true);
  });

  it('leaves a visitor signed into their own account when a page plants someone else’s link', async () => {
    const visitor = await createSignedInUser(ctx.app, { email: 'visitor@example.com' });
    const { path } = await signUp('attacker@example.com');
    const answer = await openLink(path, visitor.cookie);
    expect(answer.setsCookie).toBe(false);
    expect(await whoIs(visitor.cookie)).toBe('visitor@example.com');
    expect(await countSessions('attacker@example.com')).toBe(0);
  });

  it('ends no session when the address is confirmed in the browser that signed up', async () => {
    const { signUpCookie, path } = await signUp('early@example.com');
    const elsewhere = await signIn('early@example.com');
    const here = await signIn('early@example.com');
    expect(await whoIs(elsewhere)).toBe('early@example.com');
    const answer = await openLink(path, `${here}; ${signUpCookie}`);
    expect(answer.location).toBe('/verify-email?status=verified');
    expect(await whoIs(elsewhere)).toBe('early@example.com');
    expect(await whoIs(here)).toBe('early@example.com');
    expect(answer.cookie).toMatch(/kindlist\.signup=(;|$)/);
    expect(answer.cookie).not.toContain('kindlist.not-mine=');
  });

  it('keeps the first browser signed in when the link is opened in another, and its hold is a 72-hour reservation', async () => {
    const family = await createVerifiedUser(ctx, { firstName: 'Carmen' });
    const { listId, itemIds } = await createPledgeableList(ctx, family, [
      { name: 'Space heater', quantity: 1 },
    ]);
    // The first browser: signs up, signs in and holds the item.
    const { path } = await signUp('phone-donor@example.com', '198.51.100.7');
    const firstTab = await signIn('phone-donor@example.com', '198.51.100.7');
    const held = await ctx.app.inject({
      method: 'POST',
      url: `/api/lists/${listId}/items/${itemIds[0]}/pledges`,
      headers: { cookie: firstTab },
      payload: { quantity: 1 },
      remoteAddress: '198.51.100.7',
    });
    expect(held.json()).toMatchObject({ status: 'reserved', isShortHold: true });
    clock.advance(10 * 60 * 1000);

    // The mail app's own browser: no sign-up cookie, no session.
    const answer = await openLink(path);
    expect(answer.setsCookie).toBe(false);

    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: firstTab } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'phone-donor@example.com', emailVerified: true });
    expect(answer.location).toBe('/verify-email?status=verified&browser=other');
    const gifts = await ctx.app.inject({ method: 'GET', url: '/api/pledges', headers: { cookie: firstTab } });
    expect(gifts.json().pledges[0]).toMatchObject({
      id: held.json().id,
      status: 'reserved',
      isShortHold: false,
      expiresAt: new Date(clock.now().getTime() + 72 * HOUR_MS).toISOString(),
    });
  });

  it('lets whoever confirmed from another browser disown an account made with their address', async () => {
    // Someone signs up with another person's address and signs in; the owner opens the link.
    const { path } = await signUp('owner@example.com');
    const squatter = await signIn('owner@example.com');
    const answer = await openLink(path);
    expect(answer.setsCookie).toBe(false);
    // Confirming ends nobody's session by itself...
    expect(await whoIs(squatter)).toBe('owner@example.com');

    // ...the owner's "I did not create this account" does, and the password chosen stops working.
    const notMine = pickCookie(answer.cookie, 'kindlist.not-mine');
    const done = await disown(notMine);
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(
      'Everyone is signed out of this account and its password no longer works. We sent a link to owner@example.com: open it to choose your own password.',
    );
    expect(done.cookies.find((cookie) => cookie.name === 'kindlist.not-mine')?.value).toBe('');
    expect(await whoIs(squatter)).toBeNull();
    expect(await countSessions('owner@example.com')).toBe(0);
    expect(await signIn('owner@example.com')).not.toContain('session_token');
    const mails = await readMailFilesTo(ctx, 'owner@example.com');
    const reset = findLink(
      mails.at(-1) ?? '',
      /http:\/\/localhost:5000\/api\/auth\/reset-password\/[^\s"<]+/,
    );
    expect(reset).toBeTruthy();

    // The right is used up: the same cookie again, or a copy of it, neither voids the password the
    // owner chooses next nor sends another mail.
    const mailCount = mails.length;
    const again = await disown(notMine);
    expect(again.statusCode).toBe(400);
    expect(await readMailFilesTo(ctx, 'owner@example.com')).toHaveLength(mailCount);
  });

  it('refuses to disown without the cookie of the browser that confirmed, or with one not ours', async () => {
    const { path } = await signUp('kept@example.com');
    const session = await signIn('kept@example.com');
    const answer = await openLink(path);
    const notMine = pickCookie(answer.cookie, 'kindlist.not-mine');
    const [, value = ''] = notMine.split('=');
    for (const cookie of [
      undefined,
      session,
      'kindlist.not-mine=abc',
      'kindlist.not-mine=',
      `kindlist.not-mine=${value.slice(0, -1)}${value.endsWith('A') ? 'B' : 'A'}`,
    ]) {
      const refused = await disown(cookie);
      expect(refused.statusCode, cookie).toBe(400);
      expect(refused.json().message).toMatch(/^This choice works for one hour/);
    }
    clock.advance(61 * 60 * 1000);
    expect((await disown(notMine)).statusCode).toBe(400);
    expect(await whoIs(session)).toBe('kept@example.com');
  });

  it('confirms a change of address without signing in a browser that had no session of the account', async () => {
    const user = await createSignedInUser(ctx.app, { email: 'mover@example.com' });
    await ctx.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
    const change = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/change-email',
      headers: { cookie: user.cookie },
      payload: { newEmail: 'moved@example.com', currentPassword: TEST_PASSWORD },
    });
    expect(change.statusCode).toBe(200);
    const [mail] = await readMailFilesTo(ctx, 'moved@example.com');
    const link = new URL(findLink(mail ?? '', LINK));
    const answer = await openLink(`${link.pathname}${link.search}`);
    expect(answer.location).toBe('/verify-email?status=email-changed');
    expect(answer.setsCookie).toBe(false);
    expect(await whoIs(user.cookie)).toBe('moved@example.com');
    expect(await countSessions('moved@example.com')).toBe(1);
  });
});
