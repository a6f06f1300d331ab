import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildMultipart,
  createSignedInUser,
  createTestApp,
  type TTestContext,
  type TTestUser,
} from '#server/test/test-app';
import { UNSUPPORTED_PHOTO_MESSAGE } from '#server/uploads/open-image';
import { PHOTO_MISSING_MESSAGE, PHOTO_TOO_LARGE_MESSAGE } from '#server/uploads/read-photo-upload';

let ctx: TTestContext;
let user: TTestUser;
let other: TTestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  user = await createSignedInUser(ctx.app, { firstName: 'Amara', lastName: 'Okafor' });
  other = await createSignedInUser(ctx.app, { firstName: 'Jonas', lastName: 'Berg' });
});
afterAll(async () => {
  await ctx.close();
});

// A photo straight from a phone: EXIF with the camera and the GPS position where it was taken.
function makePhoneJpeg(width = 1200, height = 800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12', Copyright: 'Amara' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '40/1 26/1 46/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '79/1 58/1 56/1',
      },
    })
    .toBuffer();
}

function uploadPhoto(
  cookie: string | undefined,
  file: { name: string; type: string; data: Buffer },
  field = 'photo',
) {
  const { payload, headers } = buildMultipart(field, file);
  return ctx.app.inject({
    method: 'PUT',
    url: '/api/account/photo',
    payload,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });
}

async function storedFiles(): Promise<string[]> {
  const keys = await ctx.app.fileStorage.listKeys('profile-photos');
  return keys.map((key) => key.slice('profile-photos/'.length));
}

describe('profile routes', () => {
  it.each([
    ['GET', '/api/account/profile'],
    ['PUT', '/api/account/profile'],
    ['PUT', '/api/account/photo'],
    ['DELETE', '/api/account/photo'],
  ] as const)('answer 401 to %s %s when signed out', async (method, url) => {
    const response = await ctx.app.inject({ method, url });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Sign in to continue' });
  });

  it('reads and edits only the caller’s own profile', async () => {
    const update = {
      firstName: ' Amara ',
      lastName: 'Okafor-Lee',
      bio: 'Mother of two.',
      city: 'Tulsa',
      region: 'OK',
    };
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/account/profile',
      headers: { cookie: user.cookie },
      payload: update,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: user.id,
      firstName: 'Amara',
      lastName: 'Okafor-Lee',
      bio: 'Mother of two.',
      city: 'Tulsa',
      region: 'OK',
      email: user.email,
    });
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: user.cookie },
    });
    expect(me.json()).toMatchObject({ firstName: 'Amara', lastName: 'Okafor-Lee' });
    const others = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/profile',
      headers: { cookie: other.cookie },
    });
    expect(others.json()).toMatchObject({ id: other.id, firstName: 'Jonas', bio: '' });
  });

  it.each([
    [{ firstName: '', lastName: 'A', bio: '', city: '', region: '' }, 'firstName: First name is required'],
    [
      { firstName: 'A', lastName: 'B', bio: 'x'.repeat(501), city: '', region: '' },
      'bio: Bio must be at most 500 characters',
    ],
    [
      { firstName: 'A', lastName: 'B', bio: '', city: 'c'.repeat(101), region: '' },
      'city: City must be at most 100 characters',
    ],
    [{ firstName: 'A', lastName: 'B', bio: 7, city: '', region: '' }, 'bio: Bio must be text'],
    // NUL is refused by the rule for every request (plugins/text-input.ts), other controls by the schema.
    [
      { firstName: 'A\u0000', lastName: 'B', bio: '', city: '', region: '' },
      'firstName: contains characters that are not allowed',
    ],
    [
      { firstName: 'A\u0007', lastName: 'B', bio: '', city: '', region: '' },
      'firstName: First name contains characters that are not allowed',
    ],
    [
      { firstName: 'A', lastName: 'B', bio: 'x\u0007', city: '', region: '' },
      'bio: Bio contains characters that are not allowed',
    ],
    [
      { firstName: 'A', lastName: 'B', bio: '', city: '', region: '', userType: 'admin' },
      'body: Unrecognized key: "userType"',
    ],
    [
      { firstName: 'A', lastName: 'B', bio: '', city: '', region: '', emailVerified: true },
      'body: Unrecognized key: "emailVerified"',
    ],
    [
      { firstName: 'A', lastName: 'B', bio: '', city: '', region: '', id: 'someone-else' },
      'body: Unrecognized key: "id"',
    ],
  ])('refuses a bad profile edit and changes nothing (%#)', async (payload, message) => {
    const before = (
      await ctx.app.inject({ method: 'GET', url: '/api/account/profile', headers: { cookie: other.cookie } })
    ).json();
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/account/profile',
      headers: { cookie: other.cookie },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    const after = (
      await ctx.app.inject({ method: 'GET', url: '/api/account/profile', headers: { cookie: other.cookie } })
    ).json();
    expect(after).toEqual(before);
    const me = (
      await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: other.cookie } })
    ).json();
    expect(me).toMatchObject({ userType: 'user', emailVerified: false });
  });

  it('re-encodes an uploaded photo as square WebP sizes without EXIF or GPS, and shows it as the avatar', async () => {
    const original = await makePhoneJpeg();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await uploadPhoto(user.cookie, {
      name: 'IMG_0001.jpg',
      type: 'image/jpeg',
      data: original,
    });
    expect(response.statusCode).toBe(200);
    const url = response.json().profileImageUrl as string;
    expect(url).toMatch(/^\/uploads\/profile-photos\/[A-Za-z0-9_-]{22}-256\.webp$/);

    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: user.cookie },
    });
    expect(me.json().profileImageUrl).toBe(url);

    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    // Public, but a removed or replaced photo leaves caches within the hour.
    expect(served.headers['cache-control']).toBe('public, max-age=3600, must-revalidate');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('PhoneMaker'))).toBe(false);
    for (const size of [96, 512]) {
      const sized = await ctx.app.inject({ method: 'GET', url: url.replace('-256.', `-${size}.`) });
      expect(await sharp(sized.rawPayload).metadata()).toMatchObject({ width: size, height: size });
    }
  });

  it('replaces the previous photo files and removes them with the photo', async () => {
    const png = await sharp({ create: { width: 300, height: 500, channels: 4, background: '#3366aa' } })
      .png()
      .toBuffer();
    const first = (await uploadPhoto(other.cookie, { name: 'a.png', type: 'image/png', data: png })).json();
    const webp = await sharp(png).webp().toBuffer();
    const second = (
      await uploadPhoto(other.cookie, { name: 'b.webp', type: 'image/webp', data: webp })
    ).json();
    expect(second.profileImageUrl).not.toBe(first.profileImageUrl);
    expect((await ctx.app.inject({ method: 'GET', url: first.profileImageUrl })).statusCode).toBe(404);
    const stem = (second.profileImageUrl as string).split('/').pop()?.replace('-256.webp', '') ?? '';
    expect((await storedFiles()).filter((name) => name.startsWith(stem))).toHaveLength(3);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/account/photo',
      headers: { cookie: other.cookie },
    });
    expect(removed.json().profileImageUrl).toBeNull();
    expect((await storedFiles()).filter((name) => name.startsWith(stem))).toHaveLength(0);
  });

  it.each([
    [
      'text with an image name',
      { name: 'photo.jpg', type: 'image/jpeg', data: Buffer.from('not really a photo') },
      400,
      UNSUPPORTED_PHOTO_MESSAGE,
    ],
    [
      'a GIF',
      {
        name: 'anim.gif',
        type: 'image/gif',
        data: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
      },
      400,
      UNSUPPORTED_PHOTO_MESSAGE,
    ],
    [
      'an empty file',
      { name: 'empty.png', type: 'image/png', data: Buffer.alloc(0) },
      400,
      PHOTO_MISSING_MESSAGE,
    ],
    [
      'a file over 10 MB',
      { name: 'huge.jpg', type: 'image/jpeg', data: Buffer.alloc(10 * 1024 * 1024 + 1, 1) },
      413,
      PHOTO_TOO_LARGE_MESSAGE,
    ],
  ])('refuses %s and keeps the current photo', async (_label, file, status, message) => {
    const before = (
      await ctx.app.inject({ method: 'GET', url: '/api/account/profile', headers: { cookie: user.cookie } })
    ).json();
    const filesBefore = (await storedFiles()).length;
    const response = await uploadPhoto(user.cookie, file);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
    const after = (
      await ctx.app.inject({ method: 'GET', url: '/api/account/profile', headers: { cookie: user.cookie } })
    ).json();
    expect(after.profileImageUrl).toBe(before.profileImageUrl);
    expect(await storedFiles()).toHaveLength(filesBefore);
  });

  it('answers 400, not 500, to a broken multipart body', async () => {
    const noBoundary = await ctx.app.inject({
      method: 'PUT',
      url: '/api/account/photo',
      headers: { cookie: user.cookie, 'content-type': 'multipart/form-data' },
      payload: 'whatever',
    });
    expect(noBoundary.statusCode).toBe(400);
    const { payload, headers } = buildMultipart('photo', {
      name: 'a.jpg',
      type: 'image/jpeg',
      data: await makePhoneJpeg(64, 64),
    });
    const cutShort = await ctx.app.inject({
      method: 'PUT',
      url: '/api/account/photo',
      headers: { ...headers, cookie: user.cookie },
      payload: payload.subarray(0, payload.length - 40),
    });
    expect(cutShort.statusCode).toBe(400);
    expect(cutShort.json().message).toMatch(/^photo: /);
  });

  it('refuses an upload in another field or as JSON', async () => {
    const jpeg = await makePhoneJpeg(64, 64);
    const wrongField = await uploadPhoto(
      user.cookie,
      { name: 'a.jpg', type: 'image/jpeg', data: jpeg },
      'avatar',
    );
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe(PHOTO_MISSING_MESSAGE);
    const json = await ctx.app.inject({
      method: 'PUT',
      url: '/api/account/photo',
      headers: { cookie: user.cookie },
      payload: { photo: 'https://example.com/me.jpg' },
    });
    expect(json.statusCode).toBe(400);
  });

  describe('public profile', () => {
    it('shows the first name only by default, and never the email', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/users/${user.id}` });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ id: user.id, displayName: 'Amara', city: 'Tulsa', region: 'OK' });
      expect(response.body).not.toContain('Okafor');
      expect(response.body).not.toContain(user.email);
    });

    it('shows the full name once the user chooses it, to everyone', async () => {
      await ctx.app.inject({
        method: 'PATCH',
        url: '/api/account/settings',
        headers: { cookie: user.cookie },
        payload: { isFullNameShown: true },
      });
      for (const cookie of [undefined, other.cookie]) {
        const response = await ctx.app.inject({
          method: 'GET',
          url: `/api/users/${user.id}`,
          headers: cookie ? { cookie } : {},
        });
        expect(response.json().displayName).toBe('Amara Okafor-Lee');
      }
      await ctx.app.inject({
        method: 'PATCH',
        url: '/api/account/settings',
        headers: { cookie: user.cookie },
        payload: { isFullNameShown: false },
      });
      const back = await ctx.app.inject({ method: 'GET', url: `/api/users/${user.id}` });
      expect(back.json().displayName).toBe('Amara');
    });

    it('answers 404 for an unknown user and 400 for an absurd id', async () => {
      const unknown = await ctx.app.inject({ method: 'GET', url: '/api/users/no-such-user' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'This profile does not exist' });
      expect((await ctx.app.inject({ method: 'GET', url: `/api/users/${'x'.repeat(100)}` })).statusCode).toBe(
        400,
      );
    });
  });
});
