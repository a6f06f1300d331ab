import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accounts, users } from '#server/db/schema/auth';
import { createSignedInUser, createTestApp, type TTestContext, toCookieHeader } from '#server/test/test-app';

let ctx: TTestContext;

beforeAll(async () => {
  ctx = await createTestApp({
    env: { GOOGLE_CLIENT_ID: 'google-client-id', GOOGLE_CLIENT_SECRET: 'google-client-secret' },
  });
});
afterAll(async () => {
  await ctx.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

function readBoot(html: string): { socialProviders: string[] } {
  const match = html.match(/<script id="kl-boot" type="application\/json">(.*?)<\/script>/);
  return JSON.parse(match?.[1] ?? '{}');
}

// An id_token as Google's token endpoint returns it (better-auth reads its claims; the token itself
// came over TLS from Google, so it is not verified again).
function fakeIdToken(claims: Record<string, unknown>): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'RS256', typ: 'JWT' })}.${encode({ iss: 'https://accounts.google.com', aud: 'google-client-id', iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 3600, ...claims })}.c2ln`;
}

/** Runs Google's side of the flow: start, "consent", callback with a code. */
async function signInWithGoogle(claims: Record<string, unknown>, returnTo = '/browse') {
  const start = await ctx.app.inject({
    method: 'GET',
    url: `/api/auth/social/google?returnTo=${encodeURIComponent(returnTo)}`,
  });
  const location = new URL(String(start.headers.location));
  const state = location.searchParams.get('state') ?? '';
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.startsWith('https://oauth2.googleapis.com/token')) {
      return new Response(
        JSON.stringify({
          access_token: 'access-token',
          id_token: fakeIdToken(claims),
          token_type: 'Bearer',
          expires_in: 3600,
          scope: 'openid email profile',
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    }
    return realFetch(input, init);
  });
  const callback = await ctx.app.inject({
    method: 'GET',
    url: `/api/auth/callback/google?code=auth-code&state=${encodeURIComponent(state)}`,
    headers: { cookie: toCookieHeader(start) },
  });
  return { start, callback };
}

describe('social sign-in', () => {
  it('offers only the configured providers', async () => {
    const login = await ctx.app.inject({ method: 'GET', url: '/login' });
    expect(readBoot(login.body).socialProviders).toEqual(['google']);
    const facebook = await ctx.app.inject({ method: 'GET', url: '/api/auth/social/facebook' });
    expect(facebook.statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/social/github' })).statusCode).toBe(404);

    const plain = await createTestApp();
    try {
      expect(
        readBoot((await plain.app.inject({ method: 'GET', url: '/login' })).body).socialProviders,
      ).toEqual([]);
      expect((await plain.app.inject({ method: 'GET', url: '/api/auth/social/google' })).statusCode).toBe(
        404,
      );
    } finally {
      await plain.close();
    }
  });

  it('starts Google sign-in with a state and our callback address', async () => {
    const start = await ctx.app.inject({ method: 'GET', url: '/api/auth/social/google?returnTo=/browse' });
    expect(start.statusCode).toBe(302);
    const location = new URL(String(start.headers.location));
    expect(location.origin).toBe('https://accounts.google.com');
    expect(location.searchParams.get('client_id')).toBe('google-client-id');
    expect(location.searchParams.get('redirect_uri')).toBe('http://localhost:5000/api/auth/callback/google');
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(start.cookies.length).toBeGreaterThan(0);
  });

  it('creates an account for a new Google user, with the names Google gives', async () => {
    const { callback } = await signInWithGoogle({
      sub: 'google-new-1',
      email: 'new.google@example.com',
      email_verified: true,
      name: 'Ama Mensah',
      given_name: 'Ama',
      family_name: 'Mensah',
    });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/browse');
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: toCookieHeader(callback) },
    });
    expect(me.json()).toMatchObject({
      email: 'new.google@example.com',
      firstName: 'Ama',
      lastName: 'Mensah',
      emailVerified: true,
      userType: 'user',
    });
  });

  it('applies the text rule to the names a provider gives (no direction overrides, no controls)', async () => {
    const { callback } = await signInWithGoogle({
      sub: 'google-disguised',
      email: 'disguised@example.com',
      email_verified: true,
      name: 'Eve Admin\u202Enimda',
      given_name: 'E\u0007ve\u2066',
      family_name: 'Adm\u202Enimi',
    });
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: toCookieHeader(callback) },
    });
    expect(me.json()).toMatchObject({ firstName: 'Eve', lastName: 'Admnimi' });
  });

  it('never links Google to an account whose email was not verified here', async () => {
    const squatter = await createSignedInUser(ctx.app, { email: 'victim@example.com' });
    const { callback } = await signInWithGoogle({
      sub: 'google-victim',
      email: 'victim@example.com',
      email_verified: true,
      name: 'Real Owner',
    });
    expect(callback.statusCode).toBe(302);
    expect(String(callback.headers.location)).toMatch(
      /^\/login\?social=failed&returnTo=%2Fbrowse&error=account_not_linked/,
    );
    expect(callback.cookies.some((cookie) => cookie.name.endsWith('session_token') && cookie.value)).toBe(
      false,
    );
    const linked = await ctx.database.db.select().from(accounts).where(eq(accounts.userId, squatter.id));
    expect(linked.map((account) => account.providerId)).toEqual(['credential']);
  });

  it('links Google to a verified account with the same email, signing in as that account', async () => {
    const owner = await createSignedInUser(ctx.app, { email: 'owner@example.com', firstName: 'Kofi' });
    await ctx.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, owner.id));
    const { callback } = await signInWithGoogle({
      sub: 'google-owner',
      email: 'owner@example.com',
      email_verified: true,
      name: 'Kofi B',
    });
    expect(callback.headers.location).toBe('/browse');
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: toCookieHeader(callback) },
    });
    expect(me.json()).toMatchObject({ id: owner.id, firstName: 'Kofi' });
    const linked = await ctx.database.db.select().from(accounts).where(eq(accounts.userId, owner.id));
    expect(linked.map((account) => account.providerId).sort()).toEqual(['credential', 'google']);
  });

  it('does not link when Google itself has not verified the address', async () => {
    const owner = await createSignedInUser(ctx.app, { email: 'careful@example.com' });
    await ctx.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, owner.id));
    const { callback } = await signInWithGoogle({
      sub: 'google-unverified',
      email: 'careful@example.com',
      email_verified: false,
      name: 'X',
    });
    expect(String(callback.headers.location)).toContain('error=account_not_linked');
  });
});
