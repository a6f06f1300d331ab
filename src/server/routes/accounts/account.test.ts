import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSignedInUser,
  createTestApp,
  TEST_PASSWORD,
  type TTestContext,
  type TTestUser,
  toCookieHeader,
} from '#server/test/test-app';
import { WRONG_CURRENT_PASSWORD_MESSAGE } from './account-credentials-routes';

let ctx: TTestContext;
let user: TTestUser;
let other: TTestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  user = await createSignedInUser(ctx.app, { firstName: 'Lea' });
  other = await createSignedInUser(ctx.app, { firstName: 'Other' });
});
afterAll(async () => {
  await ctx.close();
});

function inject(method: 'GET' | 'PATCH' | 'POST', url: string, cookie?: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function signInAgain(account: TTestUser, password = account.password): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    headers: { 'user-agent': 'Second device' },
    payload: { email: account.email, password },
  });
  return toCookieHeader(response);
}

describe('account routes', () => {
  it.each([
    ['GET', '/api/account/settings'],
    ['PATCH', '/api/account/settings'],
    ['POST', '/api/account/change-password'],
    ['GET', '/api/account/sessions'],
    ['POST', '/api/account/sessions/revoke-others'],
  ] as const)('answer 401 to %s %s when signed out', async (method, url) => {
    expect((await inject(method, url)).statusCode).toBe(401);
  });

  it('reads and changes only the caller’s settings, with safe defaults', async () => {
    expect((await inject('GET', '/api/account/settings', user.cookie)).json()).toEqual({
      isEmailOnPurchase: true,
      isEmailOnThankYou: true,
      isFullNameShown: false,
      areListsShownOnProfile: true,
      language: 'en',
      hasPassword: true,
    });
    const changed = await inject('PATCH', '/api/account/settings', user.cookie, { isEmailOnThankYou: false });
    expect(changed.json()).toMatchObject({ isEmailOnThankYou: false, isEmailOnPurchase: true });
    expect((await inject('GET', '/api/account/settings', other.cookie)).json().isEmailOnThankYou).toBe(true);
  });

  it('rejects empty, unknown and mistyped settings', async () => {
    for (const payload of [
      {},
      { userType: 'admin' },
      { isEmailOnPurchase: 'yes' },
      { userId: other.id, isFullNameShown: true },
      { language: 'fr' },
    ]) {
      const response = await inject('PATCH', '/api/account/settings', user.cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await inject('GET', '/api/account/settings', other.cookie)).json().isFullNameShown).toBe(false);
  });

  it('lists sessions without their tokens and signs out the others', async () => {
    const second = await signInAgain(user);
    const sessions = (await inject('GET', '/api/account/sessions', user.cookie)).json() as Array<
      Record<string, unknown>
    >;
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    expect(sessions[0]?.isCurrent).toBe(true);
    expect(sessions.some((session) => session.userAgent === 'Second device')).toBe(true);
    expect(JSON.stringify(sessions)).not.toMatch(/token/i);
    expect(Object.keys(sessions[0] ?? {}).sort()).toEqual([
      'createdAt',
      'expiresAt',
      'id',
      'isCurrent',
      'lastActiveAt',
      'userAgent',
    ]);

    const revoked = await inject('POST', '/api/account/sessions/revoke-others', user.cookie);
    expect(revoked.statusCode).toBe(200);
    expect((await inject('GET', '/api/auth/user', second)).statusCode).toBe(401);
    expect((await inject('GET', '/api/auth/user', user.cookie)).statusCode).toBe(200);
  });

  it('changes the password only with the current one, refuses common ones, and signs out other sessions', async () => {
    const second = await signInAgain(user);
    const wrong = await inject('POST', '/api/account/change-password', user.cookie, {
      currentPassword: 'not it',
      newPassword: 'a fresh long passphrase',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: WRONG_CURRENT_PASSWORD_MESSAGE });
    const common = await inject('POST', '/api/account/change-password', user.cookie, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'qwertyuiop',
    });
    expect(common.json().message).toMatch(/^newPassword: This password is too common/);

    const changed = await inject('POST', '/api/account/change-password', user.cookie, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'a fresh long passphrase',
    });
    expect(changed.statusCode).toBe(200);
    const renewed = toCookieHeader(changed) || user.cookie;
    expect((await inject('GET', '/api/auth/user', renewed)).statusCode).toBe(200);
    expect((await inject('GET', '/api/auth/user', second)).statusCode).toBe(401);
    expect(await signInAgain(user, 'a fresh long passphrase')).toContain('session_token');
  });
});
