import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { DEFAULT_RATE_LIMITS } from '../plugins/security';
import { createFixedClock } from '../services/clock';
import { createSignedInUser, createTestApp, type TTestContext } from '../test/test-app';

let ctx: TTestContext;
const clock = createFixedClock(new Date());

beforeAll(async () => {
  ctx = await createTestApp({ rateLimits: { authMax: 3, globalMax: 20 }, clock });
});

function signInFrom(remoteAddress: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    remoteAddress,
    payload: { email: `someone-${Math.random()}@example.com`, password: 'wrong password' },
  });
}
afterAll(async () => {
  await ctx.close();
});

describe('rate limits', () => {
  it('answers 429 with Retry-After and a clear message after too many sign-in attempts', async () => {
    const attempt = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: 'someone@example.com', password: 'wrong password' },
      });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({
      message: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds?\.$/),
    });
  });

  it.each([
    [
      'sign-up',
      '/api/auth/sign-up',
      false,
      (i: number) => ({ firstName: 'A', lastName: 'B', email: `s${i}@example.com`, password: 'short' }),
    ],
    [
      'password-reset request',
      '/api/auth/request-password-reset',
      false,
      (i: number) => ({ email: `r${i}-${Math.random()}@example.com` }),
    ],
    [
      'password reset',
      '/api/auth/reset-password',
      false,
      () => ({ token: 'forged', password: 'a new long password' }),
    ],
    ['verification resend', '/api/auth/send-verification-email', true, () => ({})],
    [
      'change email',
      '/api/account/change-email',
      true,
      (i: number) => ({ newEmail: `n${i}@example.com`, currentPassword: 'wrong' }),
    ],
    [
      'change password',
      '/api/account/change-password',
      true,
      () => ({ currentPassword: 'wrong', newPassword: 'a new long password' }),
    ],
    ['account deletion', '/api/account/delete', true, () => ({ confirmation: 'DELETE', password: 'wrong' })],
  ])(
    'limits %s attempts per client address (shared limit of the auth routes)',
    async (_name, url, isSignedIn, payload) => {
      // A fresh account per attempt where one is needed, so only the per-address limit can answer 429.
      const attempt = async (i: number, remoteAddress: string) => {
        const cookie = isSignedIn
          ? (
              await createSignedInUser(ctx.app, {
                remoteAddress: `10.77.${i}.${Math.floor(Math.random() * 250)}`,
              })
            ).cookie
          : undefined;
        return ctx.app.inject({
          method: 'POST',
          url,
          payload: payload(i),
          remoteAddress,
          headers: cookie ? { cookie } : {},
        });
      };
      const remoteAddress = `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await attempt(i, remoteAddress)).statusCode);
      expect(statuses.slice(0, 3)).not.toContain(429);
      expect(statuses[3]).toBe(429);
      expect((await attempt(9, '10.200.0.1')).statusCode).not.toBe(429);
    },
  );

  it('limits every route per client address', async () => {
    let lastStatus = 0;
    for (let i = 0; i < 25; i++) {
      lastStatus = (await ctx.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.9.8.7' }))
        .statusCode;
    }
    expect(lastStatus).toBe(429);
    const otherClient = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '10.9.8.6',
    });
    expect(otherClient.statusCode).toBe(200);
  });

  it('counts sign-in attempts across instances that share the database', async () => {
    const second = await buildApp({
      config: ctx.config,
      database: ctx.database,
      logger: false,
      rateLimits: { authMax: 3, globalMax: 20 },
      clock,
    });
    await second.ready();
    try {
      const statuses: number[] = [];
      for (const instance of [ctx.app, second, ctx.app, second]) {
        const response = await instance.inject({
          method: 'POST',
          url: '/api/auth/sign-in',
          remoteAddress: '10.1.2.3',
          payload: { email: 'shared@example.com', password: 'wrong password' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await second.close();
    }
  });

  it('never counts static files, so page loads from one address cannot blank the app', async () => {
    for (let i = 0; i < 30; i++) {
      const asset = await ctx.app.inject({
        method: 'GET',
        url: '/assets/index-test.js',
        remoteAddress: '10.4.4.4',
      });
      expect(asset.statusCode).toBe(200);
    }
    const robots = await ctx.app.inject({ method: 'GET', url: '/robots.txt', remoteAddress: '10.4.4.4' });
    expect(robots.statusCode).toBe(200);
    const page = await ctx.app.inject({ method: 'GET', url: '/about', remoteAddress: '10.4.4.4' });
    expect(page.statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64 network, which one home or phone can fill with addresses', async () => {
    const statuses: number[] = [];
    for (const address of ['2001:db8:aa:1::1', '2001:db8:aa:1::2', '2001:db8:aa:1:ffff:ffff:ffff:fffe']) {
      statuses.push((await signInFrom(address)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401]);
    expect((await signInFrom('2001:db8:aa:1:1234::9')).statusCode).toBe(429);
    expect((await signInFrom('2001:db8:aa:2::1')).statusCode).toBe(401);
  });

  it("times the shared limits by the app's clock", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await signInFrom('10.33.0.1')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    clock.advance(DEFAULT_RATE_LIMITS.windowMs);
    expect((await signInFrom('10.33.0.1')).statusCode).toBe(401);
  });
});
