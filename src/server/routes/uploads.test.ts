import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildMultipart,
  createSignedInUser,
  createTestApp,
  createTestList,
  TEST_ADMIN_EMAIL,
  type TTestContext,
  type TTestUser,
} from '../test/test-app';
import {
  PRIVATE_LIST_PHOTO_CACHE_CONTROL,
  PROFILE_PHOTO_CACHE_CONTROL,
  PUBLIC_LIST_PHOTO_CACHE_CONTROL,
} from './uploads';

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

  it('answers a file with its type, length, validators and a cache lifetime of an hour, and HEAD alike', async () => {
    const served = await ctx.app.inject({ method: 'GET', url: photoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(served.rawPayload.length),
      // A photo its owner removed or replaced must not outlive it in caches for long.
      'cache-control': PROFILE_PHOTO_CACHE_CONTROL,
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
    expect(byTag.headers['cache-control']).toBe(PROFILE_PHOTO_CACHE_CONTROL);
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

describe.each(['local', 'database'] as const)('list photos (%s storage) follow their list', (kind) => {
  let ctx: TTestContext;
  let owner: TTestUser;
  let admin: TTestUser;
  let stranger: TTestUser;

  beforeAll(async () => {
    ctx = await createTestApp({ env: { FILE_STORAGE: kind } });
    owner = await createSignedInUser(ctx.app);
    admin = await createSignedInUser(ctx.app, { email: TEST_ADMIN_EMAIL });
    stranger = await createSignedInUser(ctx.app);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  async function addPhoto(listId: string): Promise<{ url: string; thumbnailUrl: string }> {
    const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#884422' } })
      .jpeg()
      .toBuffer();
    const upload = buildMultipart('photo', { name: 'home.jpg', type: 'image/jpeg', data: jpeg });
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/lists/${listId}/photos`,
      headers: { ...upload.headers, cookie: owner.cookie },
      payload: upload.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  /** Each viewer's answer for both sizes of the photo: its status and cache lifetime. */
  async function readAs(photo: { url: string; thumbnailUrl: string }) {
    const answers: Record<string, Array<{ status: number; cacheControl: string }>> = {};
    const viewers = { signedOut: null, stranger, owner, admin };
    for (const [name, viewer] of Object.entries(viewers)) {
      answers[name] = [];
      for (const url of [photo.url, photo.thumbnailUrl]) {
        const response = await ctx.app.inject({
          method: 'GET',
          url,
          headers: viewer ? { cookie: viewer.cookie } : {},
        });
        const cacheControl = String(response.headers['cache-control'] ?? '');
        answers[name]?.push({ status: response.statusCode, cacheControl });
        if (response.statusCode === 200) expect(response.headers['content-type']).toBe('image/webp');
      }
    }
    return answers;
  }

  const everyone = (status: number, cacheControl: string) => {
    const answer = [
      { status, cacheControl },
      { status, cacheControl },
    ];
    return { signedOut: answer, stranger: answer, owner: answer, admin: answer };
  };
  const PUBLIC = everyone(200, PUBLIC_LIST_PHOTO_CACHE_CONTROL);
  // As the list itself: a private list or a draft is its owner's alone; a list an admin hid is also
  // the admins'.
  const OWNER_ONLY = { signedOut: 404, stranger: 404, owner: 200, admin: 404 };
  const OWNER_AND_ADMINS = { signedOut: 404, stranger: 404, owner: 200, admin: 200 };

  function onlyFor(statuses: Record<string, number>) {
    return Object.fromEntries(
      Object.entries(statuses).map(([name, status]) => [
        name,
        [0, 1].map(() => ({
          status,
          cacheControl: status === 200 ? PRIVATE_LIST_PHOTO_CACHE_CONTROL : 'no-store',
        })),
      ]),
    );
  }

  async function setVisibility(listId: string, visibility: string): Promise<void> {
    const own = await ctx.app.inject({
      method: 'GET',
      url: `/api/lists/${listId}`,
      headers: { cookie: owner.cookie },
    });
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/lists/${listId}`,
      headers: { cookie: owner.cookie },
      payload: { visibility, version: own.json().version },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  it('are public, for a short while, while the list is public or unlisted', async () => {
    const listId = await createTestList(ctx, owner, { title: 'After the flood' });
    const photo = await addPhoto(listId);
    expect(await readAs(photo)).toEqual(PUBLIC);
    await setVisibility(listId, 'unlisted');
    expect(await readAs(photo)).toEqual(PUBLIC);
  });

  it('stop being served to others once the list is private, even to a browser revalidating its copy', async () => {
    const listId = await createTestList(ctx, owner, { title: 'After the storm' });
    const photo = await addPhoto(listId);
    const served = await ctx.app.inject({ method: 'GET', url: photo.url });
    await setVisibility(listId, 'private');
    expect(await readAs(photo)).toEqual(onlyFor(OWNER_ONLY));
    const revalidated = await ctx.app.inject({
      method: 'GET',
      url: photo.url,
      headers: { 'if-none-match': String(served.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(404);
    await setVisibility(listId, 'public');
    expect(await readAs(photo)).toEqual(PUBLIC);
  });

  it('are the owner’s alone while the list is a draft', async () => {
    const listId = await createTestList(ctx, owner, { title: 'Not yet' }, { isPublished: false });
    expect(await readAs(await addPhoto(listId))).toEqual(onlyFor(OWNER_ONLY));
  });

  it('stop being served to others when an admin hides the list, and when its owner is suspended', async () => {
    const hiddenList = await createTestList(ctx, owner, { title: 'Hidden soon' });
    const hiddenPhoto = await addPhoto(hiddenList);
    const hide = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/lists/${hiddenList}/hide`,
      headers: { cookie: admin.cookie },
      payload: { reason: 'Looks like a copy of another list' },
    });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(await readAs(hiddenPhoto)).toEqual(onlyFor(OWNER_AND_ADMINS));

    const family = await createSignedInUser(ctx.app);
    const listId = await createTestList(ctx, family, { title: 'Suspended soon' });
    const ownerOfPhoto = owner;
    owner = family;
    try {
      const photo = await addPhoto(listId);
      const suspend = await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/users/${family.id}/suspend`,
        headers: { cookie: admin.cookie },
        payload: { reason: 'Fraudulent lists' },
      });
      expect(suspend.statusCode, suspend.body).toBe(200);
      // The suspended family is signed out: only admins still see the photos.
      expect(await readAs(photo)).toEqual(onlyFor({ signedOut: 404, stranger: 404, owner: 404, admin: 200 }));
    } finally {
      owner = ownerOfPhoto;
    }
  });

  it('are gone with their list', async () => {
    const listId = await createTestList(ctx, owner, { title: 'Deleted soon' }, { isPublished: false });
    const photo = await addPhoto(listId);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/lists/${listId}`,
      headers: { cookie: owner.cookie },
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(await readAs(photo)).toEqual(onlyFor({ signedOut: 404, stranger: 404, owner: 404, admin: 404 }));
  });
});
