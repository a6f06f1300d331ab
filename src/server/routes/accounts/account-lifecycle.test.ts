import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signFacebookRequest } from '#server/auth/facebook-signed-request';
import { analyticsEvents } from '#server/db/schema/analytics';
import { accounts, users } from '#server/db/schema/auth';
import { needsLists } from '#server/db/schema/needs-lists';
import { notifications } from '#server/db/schema/notifications';
import { itemImages } from '#server/db/schema/products';
import {
  buildMultipart,
  createSignedInUser,
  createTestApp,
  decodeMailText,
  findLink,
  readMailFilesTo,
  type TTestContext,
  type TTestUser,
} from '#server/test/test-app';
import { EMAIL_CHANGE_SENT_MESSAGE } from './account-credentials-routes';
import { WRONG_PASSWORD_MESSAGE } from './account-deletion-routes';
import { BAD_SIGNED_REQUEST_MESSAGE } from './data-deletion';

const FACEBOOK_SECRET = 'facebook-app-secret-for-tests';
let ctx: TTestContext;

beforeAll(async () => {
  ctx = await createTestApp({
    env: { FACEBOOK_CLIENT_ID: '123456', FACEBOOK_CLIENT_SECRET: FACEBOOK_SECRET },
  });
});
afterAll(async () => {
  await ctx.close();
});

function post(url: string, cookie: string | undefined, payload?: Record<string, unknown>) {
  return ctx.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, payload });
}

function get(url: string, cookie?: string) {
  return ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

async function addPhoto(user: TTestUser): Promise<string> {
  const data = await sharp({ create: { width: 120, height: 120, channels: 3, background: '#884422' } })
    .jpeg()
    .toBuffer();
  const { payload, headers } = buildMultipart('photo', { name: 'me.jpg', type: 'image/jpeg', data });
  const response = await ctx.app.inject({
    method: 'PUT',
    url: '/api/account/photo',
    payload,
    headers: { ...headers, cookie: user.cookie },
  });
  return response.json().profileImageUrl as string;
}

async function createVerifiedUser(overrides: { firstName?: string } = {}): Promise<TTestUser> {
  const user = await createSignedInUser(ctx.app, overrides);
  await ctx.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  return user;
}

async function recordEvent(userId: string) {
  await ctx.database.db.insert(analyticsEvents).values({
    name: 'cta_click',
    params: { cta_name: 'x', page_location: '/' },
    visitorId: 'v1',
    userId,
    path: '/',
  });
}

describe('account routes need a signed-in user', () => {
  it.each([
    ['GET', '/api/account/export'],
    ['POST', '/api/account/delete'],
    ['POST', '/api/account/change-email'],
  ] as const)('%s %s answers 401 signed out', async (method, url) => {
    const response = await ctx.app.inject({ method, url });
    expect(response.statusCode).toBe(401);
  });
});

describe('data export', () => {
  it('downloads everything held about the caller as JSON, without secrets or other users', async () => {
    const user = await createSignedInUser(ctx.app, { firstName: 'Nadia' });
    const other = await createSignedInUser(ctx.app, { firstName: 'Olu' });
    await recordEvent(user.id);
    await post('/api/lists', user.cookie, { title: 'My draft' });
    const response = await get('/api/account/export', user.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="kindlist-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = response.json();
    expect(data.profile).toMatchObject({ id: user.id, email: user.email, firstName: 'Nadia' });
    expect(data.settings).toEqual({
      isFullNameShown: false,
      areListsShownOnProfile: true,
      isEmailOnPurchase: true,
      isEmailOnThankYou: true,
    });
    expect(data.signInMethods).toEqual([
      expect.objectContaining({ provider: 'email and password', hasPassword: true }),
    ]);
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.notifications.map((n: { title: string }) => n.title)).toContain('Welcome to Kindlist');
    expect(data.analyticsEvents).toEqual([expect.objectContaining({ name: 'cta_click', path: '/' })]);
    expect(data.needsLists).toEqual([expect.objectContaining({ title: 'My draft', status: 'draft' })]);
    const sessionToken = decodeURIComponent(user.cookie.split('=')[1] ?? '').split('.')[0] ?? '';
    expect(response.body).not.toContain(sessionToken);
    expect(response.body).not.toContain('$argon2');
    expect(response.body).not.toContain(other.email);
    expect(response.body).not.toContain(other.id);
  });
});

describe('account deletion', () => {
  it.each([
    [{ confirmation: 'delete', password: 'x' }, 'confirmation: Type DELETE to confirm'],
    [{ password: 'x' }, 'confirmation: Type DELETE to confirm'],
    [{ confirmation: 'DELETE' }, 'password: Password is required'],
    [{ confirmation: 'DELETE', password: 'wrong password here' }, WRONG_PASSWORD_MESSAGE],
    [{ confirmation: 'DELETE', password: 'x', userId: 'someone' }, 'body: Unrecognized key: "userId"'],
  ])('refuses %j and deletes nothing', async (payload, message) => {
    const user = await createSignedInUser(ctx.app);
    const response = await post('/api/account/delete', user.cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await get('/api/auth/user', user.cookie)).statusCode).toBe(200);
  });

  it('asks a Spanish reader for the Spanish word, and takes it', async () => {
    const user = await createSignedInUser(ctx.app);
    const ask = (confirmation: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/account/delete',
        headers: { cookie: user.cookie, 'accept-language': 'es-MX' },
        payload: { confirmation, password: user.password },
      });
    const refused = await ask('eliminar');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('confirmation: Escriba ELIMINAR para confirmar');
    expect((await get('/api/auth/user', user.cookie)).statusCode).toBe(200);
    expect((await ask(' ELIMINAR ')).statusCode).toBe(200);
    expect((await get('/api/auth/user', user.cookie)).statusCode).toBe(401);
  });

  it('deletes the account, its photo, sessions and notifications, keeps anonymous events, and mails a code', async () => {
    const user = await createSignedInUser(ctx.app, { firstName: 'Greta' });
    const bystander = await createSignedInUser(ctx.app);
    const photoUrl = await addPhoto(user);
    await recordEvent(user.id);
    const list = (await post('/api/lists', user.cookie, { title: 'Our list' })).json();
    const listPhoto = await (async () => {
      const data = await sharp({ create: { width: 180, height: 120, channels: 3, background: '#224466' } })
        .png()
        .toBuffer();
      const { payload, headers } = buildMultipart('photo', { name: 'l.png', type: 'image/png', data });
      return (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/lists/${list.id}/photos`,
          payload,
          headers: { ...headers, cookie: user.cookie },
        })
      ).json();
    })();
    // The list is a draft: its photos are its owner's alone.
    expect((await get(listPhoto.url, user.cookie)).statusCode).toBe(200);
    // A picture the user read from a store's page for an item.
    const pictureKey = 'item-images/ReadFromAStorePage_001.webp';
    await ctx.app.fileStorage.put(pictureKey, Buffer.from('webp'), 'image/webp');
    await ctx.database.db.insert(itemImages).values({ url: `/uploads/${pictureKey}`, ownerId: user.id });
    const secondDevice = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: user.email, password: user.password },
      })
    ).cookies
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');

    const response = await post('/api/account/delete', user.cookie, {
      confirmation: 'DELETE',
      password: user.password,
    });
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result.confirmationCode).toMatch(/^[A-Z2-9]{16}$/);
    expect(result.statusUrl).toBe(`http://localhost:5000/data-deletion?code=${result.confirmationCode}`);
    expect(response.cookies.some((cookie) => cookie.value === '' || cookie.maxAge === 0)).toBe(true);

    expect((await get('/api/auth/user', user.cookie)).statusCode).toBe(401);
    expect((await get('/api/auth/user', secondDevice)).statusCode).toBe(401);
    const signIn = await post('/api/auth/sign-in', undefined, { email: user.email, password: user.password });
    expect(signIn.statusCode).toBe(401);
    expect((await get(photoUrl)).statusCode).toBe(404);
    expect((await get(`/api/users/${user.id}`)).statusCode).toBe(404);
    const db = ctx.database.db;
    expect(await db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await db.select().from(notifications).where(eq(notifications.userId, user.id))).toEqual([]);
    expect(await db.select().from(needsLists).where(eq(needsLists.ownerId, user.id))).toEqual([]);
    expect((await get(`/api/lists/${list.id}`)).statusCode).toBe(404);
    for (const url of [listPhoto.url, listPhoto.thumbnailUrl]) {
      expect((await get(url)).statusCode).toBe(404);
      expect(await ctx.app.fileStorage.get(url.replace('/uploads/', ''))).toBeNull();
    }
    expect(await ctx.app.fileStorage.get(pictureKey)).toBeNull();
    expect(await db.select().from(analyticsEvents).where(eq(analyticsEvents.userId, user.id))).toEqual([]);
    expect(
      (await db.select().from(analyticsEvents).where(eq(analyticsEvents.visitorId, 'v1'))).length,
    ).toBeGreaterThan(0);
    expect((await get('/api/auth/user', bystander.cookie)).statusCode).toBe(200);

    const mails = await readMailFilesTo(ctx, user.email);
    const last = decodeMailText(mails.at(-1) ?? '');
    expect(last).toContain('Subject: Your Kindlist account was deleted');
    expect(last).toContain(result.confirmationCode);

    const status = await get(`/api/data-deletion/${result.confirmationCode}`);
    expect(status.json()).toMatchObject({ confirmationCode: result.confirmationCode, status: 'completed' });
  });
});

describe('email change', () => {
  it('is refused while the current address is unconfirmed', async () => {
    const user = await createSignedInUser(ctx.app);
    const response = await post('/api/account/change-email', user.cookie, {
      newEmail: 'elsewhere@example.com',
      currentPassword: user.password,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Confirm your current email address first; then you can change it.');
  });

  it('refuses a change link that outlived its account (deleted, then signed up again)', async () => {
    const first = await createVerifiedUser();
    const target = `target-${first.id.slice(0, 6).toLowerCase()}@example.com`;
    await post('/api/account/change-email', first.cookie, {
      newEmail: target,
      currentPassword: first.password,
    });
    const [mail] = await readMailFilesTo(ctx, target);
    const link = new URL(findLink(mail ?? '', /http:\/\/localhost:5000\/api\/auth\/verify-email\?token=\S+/));
    await post('/api/account/delete', first.cookie, { confirmation: 'DELETE', password: first.password });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const again = await createSignedInUser(ctx.app, { email: first.email });
    await ctx.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, again.id));
    const opened = await get(`${link.pathname}${link.search}`);
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/verify-email?error=INVALID_TOKEN');
    expect((await get('/api/auth/user', again.cookie)).json().email).toBe(first.email);
  });

  it('asks for the current password and refuses the same address', async () => {
    const user = await createVerifiedUser();
    const same = await post('/api/account/change-email', user.cookie, {
      newEmail: user.email.toUpperCase(),
      currentPassword: user.password,
    });
    expect(same.json().message).toBe('newEmail: This is already your email address');
    const missing = await post('/api/account/change-email', user.cookie, { newEmail: 'fresh@example.com' });
    expect(missing.json().message).toBe('currentPassword: Current password is required');
    const wrong = await post('/api/account/change-email', user.cookie, {
      newEmail: 'fresh@example.com',
      currentPassword: 'not my password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('currentPassword: Your current password is not right');
    const bad = await post('/api/account/change-email', user.cookie, {
      newEmail: 'not-an-email',
      currentPassword: user.password,
    });
    expect(bad.json().message).toBe('newEmail: Enter a valid email address');
  });

  it('answers the same for a taken address and mails nobody', async () => {
    const user = await createVerifiedUser();
    const owner = await createSignedInUser(ctx.app);
    const mailsBefore = (await readMailFilesTo(ctx, owner.email)).length;
    const response = await post('/api/account/change-email', user.cookie, {
      newEmail: owner.email,
      currentPassword: user.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(EMAIL_CHANGE_SENT_MESSAGE);
    expect(await readMailFilesTo(ctx, owner.email)).toHaveLength(mailsBefore);
    expect((await get('/api/auth/user', user.cookie)).json().email).toBe(user.email);
  });

  it('moves the account to the new address only once its link is opened', async () => {
    const user = await createVerifiedUser();
    const newEmail = `moved-${user.id.slice(0, 6).toLowerCase()}@example.com`;
    const response = await post('/api/account/change-email', user.cookie, {
      newEmail,
      currentPassword: user.password,
    });
    expect(response.json().message).toBe(EMAIL_CHANGE_SENT_MESSAGE);
    expect((await get('/api/auth/user', user.cookie)).json().email).toBe(user.email);

    const [mail] = await readMailFilesTo(ctx, newEmail);
    expect(decodeMailText(mail ?? '')).toContain('Subject: Confirm your new email address for Kindlist');
    const link = new URL(findLink(mail ?? '', /http:\/\/localhost:5000\/api\/auth\/verify-email\?token=\S+/));
    const opened = await get(`${link.pathname}${link.search}`, user.cookie);
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/verify-email?status=email-changed');

    const me = (await get('/api/auth/user', user.cookie)).json();
    expect(me).toMatchObject({ email: newEmail, emailVerified: true });
    const signIn = await post('/api/auth/sign-in', undefined, { email: newEmail, password: user.password });
    expect(signIn.statusCode).toBe(200);
    const oldSignIn = await post('/api/auth/sign-in', undefined, {
      email: user.email,
      password: user.password,
    });
    expect(oldSignIn.statusCode).toBe(401);
  });
});

describe('Facebook data deletion callback', () => {
  async function linkFacebook(user: TTestUser, facebookId: string) {
    await ctx.database.db.insert(accounts).values({
      id: `fb-${facebookId}`,
      accountId: facebookId,
      providerId: 'facebook',
      userId: user.id,
    });
  }

  function callback(signedRequest: string) {
    return ctx.app.inject({
      method: 'POST',
      url: '/api/facebook/data-deletion',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `signed_request=${encodeURIComponent(signedRequest)}`,
    });
  }

  it.each([
    [
      'another secret',
      signFacebookRequest({ algorithm: 'HMAC-SHA256', user_id: '1001' }, 'not the app secret'),
    ],
    [
      'a changed payload',
      `${signFacebookRequest({ algorithm: 'HMAC-SHA256', user_id: '1002' }, FACEBOOK_SECRET).split('.')[0]}.${Buffer.from('{"algorithm":"HMAC-SHA256","user_id":"1001"}').toString('base64url')}`,
    ],
    ['no signature', Buffer.from('{"algorithm":"HMAC-SHA256","user_id":"1001"}').toString('base64url')],
    ['another algorithm', signFacebookRequest({ algorithm: 'none', user_id: '1001' }, FACEBOOK_SECRET)],
  ])('refuses a request signed with %s and deletes nothing', async (_label, signedRequest) => {
    const user = await createSignedInUser(ctx.app);
    await linkFacebook(user, '1001');
    const response = await callback(signedRequest);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(BAD_SIGNED_REQUEST_MESSAGE);
    expect((await get('/api/auth/user', user.cookie)).statusCode).toBe(200);
    await ctx.database.db.delete(accounts).where(eq(accounts.id, 'fb-1001'));
  });

  it('deletes a Facebook-only user, mails a code and answers a status URL', async () => {
    const user = await createSignedInUser(ctx.app, { firstName: 'Fumi' });
    await linkFacebook(user, '2002');
    // Signed up with Facebook alone: no password to fall back on.
    await ctx.database.db
      .delete(accounts)
      .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, 'credential')));
    const response = await callback(
      signFacebookRequest(
        { algorithm: 'HMAC-SHA256', user_id: '2002', issued_at: 1_700_000_000 },
        FACEBOOK_SECRET,
      ),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.confirmation_code).toMatch(/^[A-Z2-9]{16}$/);
    expect(body.url).toBe(`http://localhost:5000/data-deletion?code=${body.confirmation_code}`);
    expect((await get('/api/auth/user', user.cookie)).statusCode).toBe(401);
    expect(await ctx.database.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    const status = await get(`/api/data-deletion/${body.confirmation_code.toLowerCase()}`);
    expect(status.json()).toMatchObject({ status: 'completed', confirmationCode: body.confirmation_code });
    const mails = await readMailFilesTo(ctx, user.email);
    expect(decodeMailText(mails.at(-1) ?? '')).toContain(body.confirmation_code);
  });

  it('only unlinks Facebook from an account that also signs in with a password', async () => {
    const user = await createSignedInUser(ctx.app);
    await linkFacebook(user, '2003');
    const response = await callback(
      signFacebookRequest({ algorithm: 'HMAC-SHA256', user_id: '2003' }, FACEBOOK_SECRET),
    );
    expect(response.statusCode).toBe(200);
    const methods = await ctx.database.db.select().from(accounts).where(eq(accounts.userId, user.id));
    expect(methods.map((method) => method.providerId)).toEqual(['credential']);
    expect((await get('/api/auth/user', user.cookie)).statusCode).toBe(200);
    const status = await get(`/api/data-deletion/${response.json().confirmation_code}`);
    expect(status.json().status).toBe('completed');
  });

  it('answers a code even for a Facebook user we hold nothing about', async () => {
    const response = await callback(
      signFacebookRequest({ algorithm: 'HMAC-SHA256', user_id: '3003' }, FACEBOOK_SECRET),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().confirmation_code).toMatch(/^[A-Z2-9]{16}$/);
  });

  it('refuses a missing signed_request, and looks up only well-formed codes', async () => {
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/facebook/data-deletion',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(missing.statusCode).toBe(400);
    expect((await get('/api/data-deletion/short')).json().message).toBe(
      'code: A confirmation code has 16 letters and digits',
    );
    expect((await get('/api/data-deletion/ABCDEFGHJKLMNPQR')).statusCode).toBe(404);
  });

  it('answers 404 where Facebook is not set up', async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.app.inject({
        method: 'POST',
        url: '/api/facebook/data-deletion',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `signed_request=${signFacebookRequest({ algorithm: 'HMAC-SHA256', user_id: '1' }, FACEBOOK_SECRET)}`,
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('per-account limits (whatever the client address)', () => {
  it.each([
    [
      'change email',
      '/api/account/change-email',
      3,
      (i: number) => ({ newEmail: `elsewhere-${i}@example.com`, currentPassword: 'wrong password' }),
    ],
    [
      'change password',
      '/api/account/change-password',
      10,
      () => ({ currentPassword: 'wrong password', newPassword: 'a new long password' }),
    ],
    [
      'account deletion',
      '/api/account/delete',
      10,
      () => ({ confirmation: 'DELETE', password: 'wrong password' }),
    ],
  ])('limits %s (%s) to %i an hour per account, with Retry-After', async (_name, url, max, payload) => {
    const user = await createVerifiedUser();
    const statuses: number[] = [];
    for (let i = 0; i <= max; i++) {
      const response = await ctx.app.inject({
        method: 'POST',
        url,
        payload: payload(i),
        headers: { cookie: user.cookie },
        remoteAddress: `10.50.${i}.1`,
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
        expect(response.json().message).toMatch(/^Too many requests\. Please try again in/);
      }
    }
    expect(statuses.slice(0, max)).not.toContain(429);
    expect(statuses[max]).toBe(429);
    expect((await get('/api/auth/user', user.cookie)).statusCode).toBe(200);
  });
});
