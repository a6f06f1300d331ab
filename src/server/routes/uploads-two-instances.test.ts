import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSharedTestDatabase,
  createSignedInUser,
  createTestApp,
  TEST_ADMIN_EMAIL,
  type TTestContext,
  type TTestUser,
} from '../test/test-app';

// Two instances on one database, each with a DATA_DIR of its own (as on two machines), talked to over
// real sockets: a file uploaded through one is served by the other, and removed from both at once.
let shared: Awaited<ReturnType<typeof createSharedTestDatabase>>;
let first: TTestContext;
let second: TTestContext;
let firstBase: string;
let secondBase: string;
let admin: TTestUser;
let member: TTestUser;

async function startInstance(): Promise<[TTestContext, string]> {
  const context = await createTestApp({
    database: await shared.connect(),
    env: { FILE_STORAGE: 'database' },
  });
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = context.app.server.address() as AddressInfo;
  return [context, `http://127.0.0.1:${port}`];
}

beforeAll(async () => {
  shared = await createSharedTestDatabase();
  [first, firstBase] = await startInstance();
  [second, secondBase] = await startInstance();
  admin = await createSignedInUser(first.app, { email: TEST_ADMIN_EMAIL });
  member = await createSignedInUser(second.app);
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await shared?.close();
});

async function makePng(background: string): Promise<Blob> {
  const png = await sharp({ create: { width: 180, height: 120, channels: 3, background } })
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(png)], { type: 'image/png' });
}

function send(base: string, method: string, path: string, user: TTestUser, body?: FormData | object) {
  const isForm = body instanceof FormData;
  return fetch(`${base}${path}`, {
    method,
    headers: {
      cookie: user.cookie,
      ...(body && !isForm ? { 'content-type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
}

function photoForm(photo: Blob): FormData {
  const form = new FormData();
  form.append('photo', photo, 'photo.png');
  return form;
}

/** A file as a browser gets it, signed out or (a draft list's photos are its owner's alone) as `user`. */
async function fetchFile(base: string, url: string, user?: TTestUser) {
  const response = await fetch(`${base}${url}`, { headers: user ? { cookie: user.cookie } : {} });
  return {
    status: response.status,
    headers: response.headers,
    body: Buffer.from(await response.arrayBuffer()),
  };
}

describe('uploads on two instances sharing one database', () => {
  it('serve a blog cover uploaded through the other instance, and stop serving it on both once deleted', async () => {
    const draft = await send(firstBase, 'POST', '/api/admin/blog', admin, {
      title: 'Coats before the cold',
      excerpt: 'What to ask for when the cold comes.',
      bodyMarkdown: 'Ask for **coats** first.',
    });
    expect(draft.status).toBe(201);
    const post = (await draft.json()) as { id: string };
    const covered = await send(
      firstBase,
      'POST',
      `/api/admin/blog/${post.id}/cover`,
      admin,
      photoForm(await makePng('#0f766e')),
    );
    expect(covered.status).toBe(200);
    const { coverImageUrl } = (await covered.json()) as { coverImageUrl: string };

    const fromFirst = await fetchFile(firstBase, coverImageUrl);
    const fromSecond = await fetchFile(secondBase, coverImageUrl);
    expect([fromFirst.status, fromSecond.status]).toEqual([200, 200]);
    expect(fromSecond.headers.get('content-type')).toBe('image/webp');
    expect(fromSecond.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(fromSecond.body.equals(fromFirst.body)).toBe(true);
    expect(fromSecond.headers.get('etag')).toBe(fromFirst.headers.get('etag'));
    expect((await sharp(fromSecond.body).metadata()).format).toBe('webp');
    // A browser revalidating its copy at the other instance is told it is still good.
    const revalidated = await fetch(`${secondBase}${coverImageUrl}`, {
      headers: { 'if-none-match': fromFirst.headers.get('etag') ?? '' },
    });
    expect(revalidated.status).toBe(304);

    const deleted = await send(secondBase, 'DELETE', `/api/admin/blog/${post.id}`, admin);
    expect(deleted.status).toBe(204);
    expect((await fetchFile(firstBase, coverImageUrl)).status).toBe(404);
    expect((await fetchFile(secondBase, coverImageUrl)).status).toBe(404);
  });

  it('serve a profile photo and a list photo uploaded through the other, and remove them for both', async () => {
    const profile = await send(
      secondBase,
      'PUT',
      '/api/account/photo',
      member,
      photoForm(await makePng('#3366aa')),
    );
    expect(profile.status).toBe(200);
    const { profileImageUrl } = (await profile.json()) as { profileImageUrl: string };
    expect((await fetchFile(firstBase, profileImageUrl)).status).toBe(200);

    const list = await send(firstBase, 'POST', '/api/lists', member, {
      title: 'Kitchen after the flood',
    });
    expect(list.status, await list.clone().text()).toBe(201);
    const { id: listId } = (await list.json()) as { id: string };
    const added = await send(
      firstBase,
      'POST',
      `/api/lists/${listId}/photos`,
      member,
      photoForm(await makePng('#aa6633')),
    );
    expect(added.status).toBe(201);
    const photo = (await added.json()) as { id: string; url: string; thumbnailUrl: string };
    for (const url of [photo.url, photo.thumbnailUrl]) {
      expect((await fetchFile(secondBase, url, member)).status, url).toBe(200);
    }

    const removedPhoto = await send(
      secondBase,
      'DELETE',
      `/api/lists/${listId}/photos/${photo.id}`,
      member,
      {},
    );
    expect(removedPhoto.status).toBe(204);
    const removedProfile = await send(firstBase, 'DELETE', '/api/account/photo', member, {});
    expect(removedProfile.status).toBe(200);
    for (const url of [photo.url, photo.thumbnailUrl, profileImageUrl]) {
      expect((await fetchFile(firstBase, url, member)).status, url).toBe(404);
      expect((await fetchFile(secondBase, url, member)).status, url).toBe(404);
      expect(await first.app.fileStorage.get(url.replace('/uploads/', '')), url).toBeNull();
    }
  });
});
