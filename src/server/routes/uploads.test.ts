import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMultipart, createSignedInUser, createTestApp, type TTestContext } from '../test/test-app';

describe.each(['local', 'database'] as const)('uploads served from the %s file storage', (kind) => {
  let ctx: TTestContext;
  let photoUrl: string;

  beforeAll(async () => {
    ctx = await createTestApp({ env: { FILE_STORAGE: kind } });
    const user = await createSignedInUser(ctx.app);
    const png = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#225588' } })
      .png()
      .toBuffer();
    const upload = buildMultipart('photo', { name: 'me.png', type: 'image/png', data: png });
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/account/photo',
      headers: { ...upload.headers, cookie: user.cookie },
      payload: upload.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    photoUrl = response.json().profileImageUrl;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('answers a file with its type, length, validators and a year of caching, and HEAD alike', async () => {
    const served = await ctx.app.inject({ method: 'GET', url: photoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(served.rawPayload.length),
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(served.headers.etag).toMatch(/^(W\/)?"[^"]+"$/);
    expect(Date.parse(String(served.headers['last-modified']))).not.toBeNaN();
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');

    const head = await ctx.app.inject({ method: 'HEAD', url: photoUrl });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBe(served.headers.etag);
    expect(head.rawPayload.length).toBe(0);
  });

  it('tells a browser its copy is still good (304), by ETag or by date', async () => {
    const served = await ctx.app.inject({ method: 'GET', url: photoUrl });
    const byTag = await ctx.app.inject({
      method: 'GET',
      url: photoUrl,
      headers: { 'if-none-match': String(served.headers.etag) },
    });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.rawPayload.length).toBe(0);
    expect(byTag.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const byDate = await ctx.app.inject({
      method: 'GET',
      url: photoUrl,
      headers: { 'if-modified-since': String(served.headers['last-modified']) },
    });
    expect(byDate.statusCode).toBe(304);
    const otherTag = await ctx.app.inject({
      method: 'GET',
      url: photoUrl,
      headers: { 'if-none-match': '"something-else"' },
    });
    expect(otherTag.statusCode).toBe(200);
    expect(otherTag.rawPayload.equals(served.rawPayload)).toBe(true);
  });

  it.each([
    '/uploads/profile-photos/unknown-256.webp',
    '/uploads/%2e%2e/auth-secret',
    '/uploads/profile-photos/..%2F..%2Fauth-secret',
    '/uploads/..%5Cauth-secret',
    '/uploads/auth-secret',
    '/uploads/',
    '/uploads/profile-photos/',
    '/uploads/pglite/PG_VERSION',
  ])('answers 404 to %s and never a file from elsewhere', async (url) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('test-secret');
  });
});
