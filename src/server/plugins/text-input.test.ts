import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInTestAdmin } from '#server/test/admin-test-app';
import { createTestApp, type TTestContext, type TTestUser } from '../test/test-app';
import { NUL_IN_ADDRESS_MESSAGE } from './text-input';

let ctx: TTestContext;
let user: TTestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  // An admin, so that the admin routes reach the rule too (their guard answers anyone else first).
  user = await signInTestAdmin(ctx.app);
});
afterAll(async () => {
  await ctx.close();
});

/** A verification-link token of better-auth's shape whose payload names an email, with a wrong signature. */
function forgeToken(payload: Record<string, unknown>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.${Buffer.from('forged').toString('base64url')}`;
}

describe('a NUL character anywhere in a request', () => {
  it('is refused with 400 in the places an outside probe found 500s', async () => {
    const cases = [
      { method: 'GET', url: '/api/users/%00' },
      { method: 'GET', url: '/api/users/abc%00def' },
      {
        method: 'POST',
        url: '/api/analytics/events',
        payload: {
          visitorId: 'visitor-123456',
          path: '/\u0000',
          events: [{ name: 'cta_click', params: { cta_id: 'hero' } }],
        },
      },
      {
        method: 'POST',
        url: '/api/analytics/events',
        payload: {
          visitorId: 'visitor-123456',
          path: '/',
          events: [{ name: 'cta_click', params: { cta_id: 'he\u0000ro' } }],
        },
      },
      {
        method: 'POST',
        url: '/api/analytics/events',
        payload: {
          visitorId: 'visitor-123456',
          path: '/',
          events: [
            {
              name: 'page_view',
              params: { page_path: '/\u0000', page_location: 'http://localhost/' },
            },
          ],
        },
      },
      {
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token: 'abc\u0000def', password: 'a long enough new password' },
      },
      // Half a character (a lone surrogate) is refused the same way: PostgreSQL refuses it in JSON.
      {
        method: 'POST',
        url: '/api/analytics/events',
        headers: { 'content-type': 'application/json' },
        payload:
          '{"visitorId":"visitor-123456","path":"/","events":[{"name":"cta_click","params":{"cta_id":"\\ud800"}}]}',
      },
      {
        method: 'POST',
        url: '/api/analytics/events',
        headers: { 'content-type': 'application/json' },
        payload:
          '{"visitorId":"visitor-123456","path":"/","events":[{"name":"page_view","params":{"page_path":"/\\udc00","page_location":"http://localhost/"}}]}',
      },
      {
        method: 'GET',
        url: `/api/auth/verify-email?token=${forgeToken({ email: 'a@example.com' })}%00&callbackURL=%2F`,
      },
    ] as const;
    for (const request of cases) {
      const response = await ctx.app.inject(request);
      expect(response.statusCode, request.url).toBe(400);
      expect(response.json().message, request.url).toMatch(/not allowed/);
    }
  });

  it('is refused by one rule on every documented route: in the path, in the query and in the body', async () => {
    const spec = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const refused: string[] = [];
    const answered: string[] = [];
    for (const [path, methods] of Object.entries(spec.paths)) {
      for (const method of Object.keys(methods).map((name) => name.toUpperCase())) {
        const hasParams = path.includes('{');
        const attempts = [
          ...(hasParams ? [{ url: path.replace(/\{[^}]+\}/g, 'x%00y'), payload: undefined }] : []),
          { url: `${path.replace(/\{[^}]+\}/g, 'abc')}?q=%00`, payload: undefined },
          ...(method === 'GET'
            ? []
            : [{ url: path.replace(/\{[^}]+\}/g, 'abc'), payload: { x: 'a\u0000' } }]),
        ];
        for (const attempt of attempts) {
          const response = await ctx.app.inject({
            method: method as 'GET',
            url: attempt.url,
            headers: { cookie: user.cookie },
            ...(attempt.payload ? { payload: attempt.payload } : {}),
          });
          const key = `${method} ${attempt.url}${attempt.payload ? ' (body)' : ''}`;
          if (response.statusCode === 400 && /not allowed/.test(response.json().message)) refused.push(key);
          else answered.push(`${key}: ${response.statusCode} ${response.body.slice(0, 80)}`);
        }
      }
    }
    expect(answered).toEqual([]);
    expect(refused.length).toBeGreaterThan(60);
  });

  it('names the field of the body it was found in, and the address for the path or query', async () => {
    const body = await ctx.app.inject({
      method: 'PUT',
      url: '/api/account/profile',
      headers: { cookie: user.cookie },
      payload: { firstName: 'Ma\u0000ria', lastName: 'Lopez', bio: '', city: '', region: '' },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json().message).toBe('firstName: contains characters that are not allowed');
    const query = await ctx.app.inject({ method: 'GET', url: '/api/lists?q=coat%00' });
    expect(query.json()).toEqual({ message: NUL_IN_ADDRESS_MESSAGE });
  });

  it('leaves text without NUL alone (a percent sign, "%2500", emoji, line breaks)', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/lists?q=100%25%2500' });
    expect(response.statusCode).toBe(200);
    const profile = await ctx.app.inject({
      method: 'PUT',
      url: '/api/account/profile',
      headers: { cookie: user.cookie },
      payload: { firstName: 'Zoë 🌻', lastName: 'Lopez', bio: 'Line one\nLine two', city: '', region: '' },
    });
    expect(profile.statusCode).toBe(200);
  });
});
