import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixedClock } from '#server/services/clock';
import {
  buildMultipart,
  createSignedInUser,
  createTestApp,
  type TTestContext,
  type TTestUser,
} from '#server/test/test-app';
import { IMAGE_LIMITS_AT_ONCE, readImageQueue, renderImage } from '#server/uploads/open-image';
import { PHOTO_UPLOADS_PER_HOUR } from '#server/uploads/photo-upload-allowance';

let ctx: TTestContext;
let clock: ReturnType<typeof createFixedClock>;
let family: TTestUser;

beforeAll(async () => {
  clock = createFixedClock(new Date());
  ctx = await createTestApp({ clock });
  family = await createSignedInUser(ctx.app, { firstName: 'Rosa' });
});
afterAll(async () => {
  await ctx.close();
});

function send(method: 'POST' | 'PUT', url: string, cookie: string, data: Buffer, language = 'en') {
  const { payload, headers } = buildMultipart('photo', { name: 'photo.png', type: 'image/png', data });
  return ctx.app.inject({
    method,
    url,
    payload,
    headers: { ...headers, cookie, 'accept-language': language },
  });
}

function plainPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#4a7a9a' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

describe('photo uploads of no photo proportions', () => {
  it('refuses a 1000 × 1 list photo and a 60000 × 2 profile photo at once, in the reader’s language, storing nothing', async () => {
    const draft = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/lists',
        headers: { cookie: family.cookie },
        payload: {},
      })
    ).json() as { id: string };
    const listPhoto = await send(
      'POST',
      `/api/lists/${draft.id}/photos`,
      family.cookie,
      await plainPng(1000, 1),
    );
    expect(listPhoto.statusCode).toBe(400);
    expect(listPhoto.json()).toEqual({
      message:
        'photo: This image is too small (1000 × 1 pixels). Choose a photo at least 100 pixels on each side.',
    });

    const profilePhoto = await send(
      'PUT',
      '/api/account/photo',
      family.cookie,
      await plainPng(60_000, 2),
      'es',
    );
    expect(profilePhoto.statusCode).toBe(400);
    expect(profilePhoto.json().message).toContain('Esta imagen es demasiado pequeña (60000 × 2 píxeles)');

    expect(await ctx.app.fileStorage.listKeys('list-photos')).toEqual([]);
    expect(await ctx.app.fileStorage.listKeys('profile-photos')).toEqual([]);
  });
});

describe('photo uploads per account', () => {
  it(`takes ${PHOTO_UPLOADS_PER_HOUR} an hour from one account, then says when more are possible`, async () => {
    const uploader = await createSignedInUser(ctx.app, { firstName: 'Dana' });
    const neighbour = await createSignedInUser(ctx.app, { firstName: 'Lee' });
    const photo = await plainPng(160, 120);
    for (let index = 0; index < PHOTO_UPLOADS_PER_HOUR; index++) {
      expect((await send('PUT', '/api/account/photo', uploader.cookie, photo)).statusCode).toBe(200);
    }
    const refused = await send('PUT', '/api/account/photo', uploader.cookie, photo);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('3600');
    expect(refused.json()).toEqual({
      message: 'You have sent many photos in a short time. You can send more in 60 minutes.',
    });
    // Another account is not held by this one's uploads.
    expect((await send('PUT', '/api/account/photo', neighbour.cookie, photo)).statusCode).toBe(200);

    clock.advance(60 * 60 * 1000);
    expect((await send('PUT', '/api/account/photo', uploader.cookie, photo)).statusCode).toBe(200);
  });
});

describe('an instance busy with photos, over a real socket', () => {
  it('answers an upload it cannot take with 503 and Retry-After, and the connection goes on', async () => {
    const url = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const input = await plainPng(200, 200);
    const capacity = IMAGE_LIMITS_AT_ONCE.running + IMAGE_LIMITS_AT_ONCE.waiting;
    const holding = Array.from({ length: capacity }, () => renderImage(input, () => held));
    await expect.poll(() => readImageQueue().running).toBe(IMAGE_LIMITS_AT_ONCE.running);
    try {
      const uploader = await createSignedInUser(ctx.app);
      // Eight megabytes the instance never reads: it answers while they are still on their way.
      const { payload, headers } = buildMultipart('photo', {
        name: 'big.jpg',
        type: 'image/jpeg',
        data: randomBytes(8 * 1024 * 1024),
      });
      const answer = await fetch(`${url}/api/account/photo`, {
        method: 'PUT',
        body: new Uint8Array(payload),
        headers: { ...headers, cookie: uploader.cookie },
      });
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(((await answer.json()) as { message: string }).message).toMatch(/Try again in 5 seconds/);
    } finally {
      release();
      await Promise.all(holding);
    }
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
  });
});
