import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSignedInUser,
  createTestApp,
  TEST_ADMIN_EMAIL,
  TEST_PASSWORD,
  type TTestContext,
} from '#server/test/test-app';
import { INVALID_CREDENTIALS_MESSAGE, SIGN_UP_MESSAGE } from './password-routes';

let ctx: TTestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const validSignUp = { firstName: 'Ana', lastName: 'Diaz', email: 'ana@example.com', password: TEST_PASSWORD };

describe('POST /api/auth/sign-up', () => {
  it('creates an account and answers 201 with a message', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: validSignUp });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: SIGN_UP_MESSAGE });
    // No session: only the sign-up cookie, which lets this browser be signed in by its confirmation link.
    expect(response.cookies.map((cookie) => cookie.name)).toEqual(['kindlist.signup']);
    expect(response.cookies[0]).toMatchObject({
      path: '/api/auth/verify-email',
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: 86400,
    });
  });

  it('answers exactly the same for an email that is already registered (in any case)', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { ...validSignUp, email: 'ANA@example.com', password: 'a different password' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: SIGN_UP_MESSAGE });
    // The original password still works: the second sign-up took nothing over.
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'ana@example.com', password: TEST_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('takes a first name alone (a last name is optional)', async () => {
    const { lastName: _lastName, ...withoutLastName } = validSignUp;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { ...withoutLastName, email: 'only-first@example.com' },
    });
    expect(response.statusCode).toBe(201);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'only-first@example.com', password: validSignUp.password },
    });
    expect(signIn.json()).toMatchObject({ firstName: validSignUp.firstName, lastName: '' });
  });

  it.each([
    [{ ...validSignUp, firstName: '' }, 'firstName: First name is required'],
    [{ ...validSignUp, lastName: 'x'.repeat(51) }, 'lastName: Last name must be at most 50 characters'],
    [{ ...validSignUp, email: 'not-an-email' }, 'email: Enter a valid email address'],
    [{ ...validSignUp, password: 'short' }, 'password: Password must be at least 8 characters'],
    [{ ...validSignUp, password: 'x'.repeat(129) }, 'password: Password must be at most 128 characters'],
    [{ ...validSignUp, firstName: 'x'.repeat(51) }, 'firstName: First name must be at most 50 characters'],
    [{ ...validSignUp, email: 42 }, 'email: Email is required'],
    [
      { ...validSignUp, firstName: 'claim $500 at https://evil.test/k' },
      'firstName: First name cannot contain a web address or an email address',
    ],
    [
      { ...validSignUp, lastName: 'write to prize@evil.example' },
      'lastName: Last name cannot contain a web address or an email address',
    ],
  ])('rejects bad input %# with 400 naming the field', async (payload, message) => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('rejects one of the most common passwords', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { ...validSignUp, email: 'common@example.com', password: 'Password1' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^password: This password is too common/);
  });

  it('rejects unknown fields, so nobody can sign up as an admin or pre-verified', async () => {
    for (const extra of [{ userType: 'admin' }, { emailVerified: true }, { role: 'admin' }]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: { ...validSignUp, email: 'sneaky@example.com', ...extra },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/Unrecognized key/);
    }
  });

  it('rejects a body that is not JSON', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: { 'content-type': 'application/json' },
      payload: '{"firstName":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON' });
  });

  it("keeps better-auth's own unvalidated sign-up and sign-in endpoints closed", async () => {
    for (const url of ['/api/auth/sign-up/email', '/api/auth/sign-in/email']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url,
        payload: { name: 'x', email: 'raw@example.com', password: TEST_PASSWORD },
      });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('sign in, current user and sign out', () => {
  it('signs in, returns exactly the seed fields plus id and emailVerified, and signs out', async () => {
    const user = await createSignedInUser(ctx.app, { firstName: 'Lena', lastName: 'Park' });
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: user.cookie },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      id: user.id,
      email: user.email,
      emailVerified: false,
      firstName: 'Lena',
      lastName: 'Park',
      profileImageUrl: null,
      userType: 'user',
      language: 'en',
    });

    const signOut = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: user.cookie },
    });
    expect(signOut.statusCode).toBe(200);
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: user.cookie },
    });
    expect(after.statusCode).toBe(401);
  });

  it('sets an httpOnly SameSite=Lax session cookie', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { ...validSignUp, email: 'cookie@example.com' },
    });
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'cookie@example.com', password: TEST_PASSWORD },
    });
    const session = signIn.cookies.find((cookie) => cookie.name.includes('session_token'));
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
  });

  it('marks the session cookie Secure when the app is served over https', async () => {
    const secure = await createTestApp({ env: { APP_URL: 'https://kindlist.example' } });
    try {
      await secure.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: validSignUp });
      const signIn = await secure.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: validSignUp.email, password: validSignUp.password },
      });
      const session = signIn.cookies.find((cookie) => cookie.name.includes('session_token'));
      expect(session?.secure).toBe(true);
      expect(session?.httpOnly).toBe(true);
      expect(signIn.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    } finally {
      await secure.close();
    }
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const wrongPassword = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'ana@example.com', password: 'not the password' },
    });
    const unknownEmail = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'nobody@example.com', password: 'not the password' },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ message: INVALID_CREDENTIALS_MESSAGE });
    expect(unknownEmail.json()).toEqual({ message: INVALID_CREDENTIALS_MESSAGE });
  });

  it('rejects a sign-in with missing or extra fields', async () => {
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'a@b.co' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: 'password: Password is required' });
    const extra = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'a@b.co', password: 'x', userType: 'admin' },
    });
    expect(extra.statusCode).toBe(400);
  });

  it('answers 401 to /api/auth/user when signed out or with a forged cookie', async () => {
    const signedOut = await ctx.app.inject({ method: 'GET', url: '/api/auth/user' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ message: 'Unauthorized' });
    const forged = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: 'kindlist.session_token=forged.value' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('makes accounts listed in ADMIN_EMAILS admins', async () => {
    const admin = await createSignedInUser(ctx.app, { email: TEST_ADMIN_EMAIL });
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: admin.cookie },
    });
    expect(me.json().userType).toBe('admin');
  });
});

describe('GET /api/login and /api/logout', () => {
  it('redirects to /login keeping a same-origin return path', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/login?returnTo=%2Fmy-needs-lists%3Fa%3D1',
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login?returnTo=%2Fmy-needs-lists%3Fa%3D1');
  });

  it('uses a same-origin referer when no return path is given', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/login',
      headers: { host: 'kindlist.test', referer: 'http://kindlist.test/browse?q=fire' },
    });
    expect(response.headers.location).toBe('/login?returnTo=%2Fbrowse%3Fq%3Dfire');
  });

  it.each(['https://evil.example/', '//evil.example/', '/\\evil.example', 'javascript:alert(1)'])(
    'never redirects off-site (%s)',
    async (returnTo) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/login?returnTo=${encodeURIComponent(returnTo)}`,
      });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/login');
    },
  );

  it('ignores a referer from another site', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/login',
      headers: { host: 'kindlist.test', referer: 'https://evil.example/phish' },
    });
    expect(response.headers.location).toBe('/login');
  });

  it('signs out and redirects to /', async () => {
    const user = await createSignedInUser(ctx.app);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/logout',
      headers: { cookie: user.cookie },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: user.cookie },
    });
    expect(me.statusCode).toBe(401);
  });

  it('redirects to / when already signed out', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/logout' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
  });
});
