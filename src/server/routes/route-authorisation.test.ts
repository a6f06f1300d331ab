import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORIZATION_MATRIX } from '../test/authorization-matrix';
import { createSignedInUser, createTestApp, TEST_ADMIN_EMAIL, type TTestContext } from '../test/test-app';

// What the authorization matrix (authorization-matrix.test.ts) does not ask of every route: with a forged
// cookie, empty bodies and ids that do not exist, a refusal still says why and nothing answers 5xx. The
// routes a visitor may call are those the matrix does not answer 401 for signed out: adding a public route
// means writing its row there on purpose.
const PUBLIC_ROUTES = new Set(
  Object.entries(AUTHORIZATION_MATRIX)
    .filter(([, [anonymous]]) => anonymous !== 401)
    .map(([route]) => route),
);

let ctx: TTestContext;
let routes: Array<{ method: string; path: string; url: string }>;

beforeAll(async () => {
  ctx = await createTestApp();
  const spec = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  routes = Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({
      method: method.toUpperCase(),
      path,
      url: path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
    })),
  );
});
afterAll(async () => {
  await ctx.close();
});

describe('authorisation of every API route', () => {
  it('answers 401 with a message to every route that needs a signed-in user, when signed out', async () => {
    const unprotected: string[] = [];
    for (const route of routes) {
      const key = `${route.method} ${route.path}`;
      if (PUBLIC_ROUTES.has(key)) continue;
      for (const cookie of [undefined, 'kindlist.session_token=forged.value']) {
        const response = await ctx.app.inject({
          method: route.method as 'GET',
          url: route.url,
          headers: cookie ? { cookie } : {},
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
        if (response.statusCode !== 401 || typeof response.json().message !== 'string') {
          unprotected.push(`${key} (${cookie ? 'forged cookie' : 'no cookie'}): ${response.statusCode}`);
        }
      }
    }
    expect(unprotected).toEqual([]);
  });

  it('keeps the public routes public (no 401 for a visitor)', async () => {
    for (const route of routes) {
      const key = `${route.method} ${route.path}`;
      if (!PUBLIC_ROUTES.has(key)) continue;
      const response = await ctx.app.inject({
        method: route.method as 'GET',
        url: route.url,
        ...(route.method === 'GET' ? {} : { payload: {} }),
      });
      expect(response.statusCode, key).not.toBe(401);
      expect(response.statusCode, key).toBeLessThan(500);
    }
  });

  it('never takes the user from the request: a body naming another user changes nothing of theirs', async () => {
    const user = await createSignedInUser(ctx.app);
    const other = await createSignedInUser(ctx.app, { firstName: 'Untouched' });
    const attempts = [
      { method: 'PATCH', url: '/api/account/settings', payload: { userId: other.id, isFullNameShown: true } },
      {
        method: 'PUT',
        url: '/api/account/profile',
        payload: { id: other.id, firstName: 'X', lastName: 'Y', bio: '', city: '', region: '' },
      },
      {
        method: 'POST',
        url: '/api/account/delete',
        payload: { confirmation: 'DELETE', password: user.password, userId: other.id },
      },
      {
        method: 'POST',
        url: '/api/account/change-email',
        payload: { newEmail: 'taken@example.com', userId: other.id },
      },
    ] as const;
    for (const attempt of attempts) {
      const response = await ctx.app.inject({ ...attempt, headers: { cookie: user.cookie } });
      expect(response.statusCode, attempt.url).toBe(400);
      expect(response.json().message, attempt.url).toMatch(/Unrecognized key/);
    }
    const otherProfile = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/profile',
      headers: { cookie: other.cookie },
    });
    expect(otherProfile.json()).toMatchObject({ id: other.id, firstName: 'Untouched', email: other.email });
    const otherSettings = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/settings',
      headers: { cookie: other.cookie },
    });
    expect(otherSettings.json().isFullNameShown).toBe(false);
  });

  // The matrix holds each admin route's status for every caller; here, with fake ids and empty bodies,
  // every refusal says why and the admin is refused by the route itself, never with 5xx. Signed out is
  // the 401 test above.
  it('lets only admins use the admin API: a user, a suspended user and an admin', async () => {
    const adminRoutes = routes.filter((route) => route.path.startsWith('/api/admin/'));
    expect(adminRoutes.length).toBeGreaterThan(15);
    const admin = await createSignedInUser(ctx.app, { email: TEST_ADMIN_EMAIL });
    const user = await createSignedInUser(ctx.app);
    const suspended = await createSignedInUser(ctx.app);
    const suspension = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/users/${suspended.id}/suspend`,
      headers: { cookie: admin.cookie },
      payload: { reason: 'Posting lists for other people without consent' },
    });
    expect(suspension.statusCode).toBe(200);
    const callAs = (route: (typeof adminRoutes)[number], cookie: string | undefined) =>
      ctx.app.inject({
        method: route.method as 'GET',
        url: route.url,
        headers: cookie ? { cookie } : {},
        ...(route.method === 'GET' ? {} : { payload: {} }),
      });
    const wrong: string[] = [];
    for (const route of adminRoutes) {
      const key = `${route.method} ${route.path}`;
      const expected: Array<[string, string | undefined, (status: number) => boolean]> = [
        ['user', user.cookie, (status) => status === 403],
        // Suspension ended the session: the old cookie is no longer anyone's.
        ['suspended user', suspended.cookie, (status) => status === 401],
        // Past the guard: the fake ids and empty bodies are refused by the route itself, never with 5xx.
        ['admin', admin.cookie, (status) => status !== 401 && status !== 403 && status < 500],
      ];
      for (const [who, cookie, isExpected] of expected) {
        const response = await callAs(route, cookie);
        if (
          !isExpected(response.statusCode) ||
          (typeof response.json().message !== 'string' && response.statusCode >= 400)
        ) {
          wrong.push(`${key} as ${who}: ${response.statusCode}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
