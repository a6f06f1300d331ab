import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildMultipart,
  createSignedInUser,
  createTestApp,
  type TTestContext,
  type TTestUser,
} from '../test/test-app';
import { FOREIGN_ORIGIN_MESSAGE } from './same-origin';

let ctx: TTestContext;
let user: TTestUser;
let listId: string;
let photo: { payload: Buffer; headers: Record<string, string> };

// The test app's APP_URL is http://localhost:5000; app.inject sends Host: localhost:80.
const APP_ORIGIN = 'http://localhost:5000';
const FOREIGN = [
  { origin: 'https://evil.example' },
  { origin: 'http://localhost:6000' },
  { origin: 'null' },
  { 'sec-fetch-site': 'cross-site' },
  { 'sec-fetch-site': 'same-site' },
];

beforeAll(async () => {
  ctx = await createTestApp();
  user = await createSignedInUser(ctx.app);
  listId = (
    await ctx.app.inject({ method: 'POST', url: '/api/lists', headers: { cookie: user.cookie }, payload: {} })
  ).json().id;
  const data = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#884422' } })
    .jpeg()
    .toBuffer();
  photo = buildMultipart('photo', { name: 'a.jpg', type: 'image/jpeg', data });
});
afterAll(async () => {
  await ctx.close();
});

async function countNotifications(): Promise<number> {
  return (
    await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie: user.cookie } })
  ).json().length;
}

async function readSession(cookie: string): Promise<number> {
  return (await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode;
}

describe('state-changing requests from another origin', () => {
  it('are refused with 403 and change nothing, from another site or the same host on another port', async () => {
    const before = await countNotifications();
    expect(before).toBeGreaterThan(0);
    for (const foreign of FOREIGN) {
      const upload = await ctx.app.inject({
        method: 'POST',
        url: `/api/lists/${listId}/photos`,
        payload: photo.payload,
        headers: { ...photo.headers, ...foreign, cookie: user.cookie },
      });
      expect(upload.statusCode, JSON.stringify(foreign)).toBe(403);
      expect(upload.json()).toEqual({ message: FOREIGN_ORIGIN_MESSAGE });
      const clear = await ctx.app.inject({
        method: 'POST',
        url: '/api/notifications/clear-all',
        headers: { ...foreign, cookie: user.cookie },
      });
      expect(clear.statusCode).toBe(403);
    }
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/lists/${listId}`,
      headers: { cookie: user.cookie },
    });
    expect(list.json().photos).toEqual([]);
    expect(await countNotifications()).toBe(before);
  });

  it('are refused on every documented route that can change something', async () => {
    const spec = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const accepted: string[] = [];
    for (const [path, methods] of Object.entries(spec.paths)) {
      for (const method of Object.keys(methods).map((name) => name.toUpperCase())) {
        if (method === 'GET') continue;
        const response = await ctx.app.inject({
          method: method as 'POST',
          url: path.replace(/\{[^}]+\}/g, 'abc'),
          headers: { origin: 'https://evil.example', cookie: user.cookie },
          payload: {},
        });
        if (response.statusCode !== 403) accepted.push(`${method} ${path}: ${response.statusCode}`);
      }
    }
    expect(accepted).toEqual([]);
  });

  it('still work from the app itself, from the address the request was sent to, and without a browser', async () => {
    for (const headers of [
      { origin: APP_ORIGIN },
      { origin: 'http://localhost' }, // the Host the request came to (a start opened at another name)
      { 'sec-fetch-site': 'same-origin' },
      {}, // curl, or a server calling back
    ]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/notifications/mark-all-read',
        headers: { ...headers, cookie: user.cookie },
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
    }
  });

  it('a cross-site navigation to /api/logout keeps the session; the app’s own sign-out ends it', async () => {
    const visitor = await createSignedInUser(ctx.app);
    for (const site of ['cross-site', 'same-site']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/logout',
        headers: { cookie: visitor.cookie, 'sec-fetch-site': site },
      });
      expect(response.statusCode).toBe(302);
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(await readSession(visitor.cookie)).toBe(200);
    }
    for (const headers of [{ 'sec-fetch-site': 'same-origin' }, { 'sec-fetch-site': 'none' }, {}]) {
      const signedIn = await createSignedInUser(ctx.app);
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/logout',
        headers: { cookie: signedIn.cookie, ...headers },
      });
      expect(response.statusCode).toBe(302);
      expect(await readSession(signedIn.cookie), JSON.stringify(headers)).toBe(401);
    }
  });
});

describe('behind a trusted proxy (TRUST_PROXY)', () => {
  let proxied: TTestContext;
  let member: TTestUser;
  const APP_URL = 'https://kindlist.example.org';
  beforeAll(async () => {
    proxied = await createTestApp({ env: { TRUST_PROXY: '1', APP_URL } });
    member = await createSignedInUser(proxied.app);
  });
  afterAll(async () => {
    await proxied?.close();
  });

  const markAllRead = (headers: Record<string, string>) =>
    proxied.app.inject({
      method: 'POST',
      url: '/api/notifications/mark-all-read',
      remoteAddress: '127.0.0.1',
      headers: { ...headers, cookie: member.cookie },
    });

  it('refuses a foreign Origin that names the host the client put in X-Forwarded-Host', async () => {
    const tries: Record<string, string>[] = [
      { 'x-forwarded-host': 'evil.test', origin: 'http://evil.test' },
      { 'x-forwarded-host': 'evil.test', 'x-forwarded-proto': 'https', origin: 'https://evil.test' },
      { host: 'evil.test', origin: 'http://evil.test' },
    ];
    for (const headers of tries) {
      const response = await markAllRead(headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json()).toEqual({ message: FOREIGN_ORIGIN_MESSAGE });
    }
  });

  it("accepts the page's own origin, APP_URL, whatever the proxy says the host was", async () => {
    const tries: Record<string, string>[] = [
      { origin: APP_URL },
      { origin: APP_URL, 'x-forwarded-host': 'kindlist.example.org', 'x-forwarded-proto': 'https' },
      { origin: APP_URL, host: '127.0.0.1:5001' },
      { 'sec-fetch-site': 'same-origin' },
    ];
    for (const headers of tries) {
      const response = await markAllRead(headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
    }
  });
});
