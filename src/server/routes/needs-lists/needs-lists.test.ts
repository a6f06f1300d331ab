import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/auth';
import { listReports, needsLists } from '#server/db/schema/needs-lists';
import { LAST_ITEM_MESSAGE } from '#server/domain/needs-lists/items';
import {
  LIST_CHANGED_MESSAGE,
  LIST_FORBIDDEN_MESSAGE,
  LIST_NOT_FOUND_MESSAGE,
} from '#server/domain/needs-lists/list-access';
import {
  buildMultipart,
  createSignedInUser,
  createTestApp,
  type TTestContext,
  type TTestUser,
} from '#server/test/test-app';

let ctx: TTestContext;
let owner: TTestUser;
let other: TTestUser;

const ADDRESS = {
  name: 'Dana Whitfield',
  line1: '4821 Quarry Hollow Road',
  line2: 'Unit 7',
  city: 'Dayton',
  region: 'OH',
  postalCode: '45402',
  country: 'US',
};

const COMPLETE = {
  title: 'Winter clothes for two kids',
  story:
    'Our apartment building burned down on Tuesday night. We got out safely but lost nearly everything we owned.',
  category: 'clothing',
  urgency: 'high',
  city: 'Dayton',
  region: 'OH',
  postalCode: '45402',
  visibility: 'public',
  shippingAddress: ADDRESS,
};

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createSignedInUser(ctx.app, { firstName: 'Dana', lastName: 'Whitfield' });
  other = await createSignedInUser(ctx.app, { firstName: 'Eli' });
  await ctx.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, owner.id));
});
afterAll(async () => {
  await ctx.close();
});

function call(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: unknown,
) {
  return ctx.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function createPublishedList(overrides: Record<string, unknown> = {}) {
  const created = (await call('POST', '/api/lists', owner.cookie, { ...COMPLETE, ...overrides })).json();
  await call('POST', `/api/lists/${created.id}/items`, owner.cookie, {
    name: 'Kids winter coat, size 8',
    quantity: 2,
    priority: 5,
  });
  const published = await call('POST', `/api/lists/${created.id}/publish`, owner.cookie);
  expect(published.statusCode, published.body).toBe(200);
  return published.json();
}

describe('needs lists: drafts', () => {
  it('starts a draft from nothing, with an id nobody can guess', async () => {
    const response = await call('POST', '/api/lists', owner.cookie, {});
    expect(response.statusCode).toBe(201);
    const list = response.json();
    expect(list.id).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(list).toMatchObject({ status: 'draft', version: 1, title: '', items: [], shippingAddress: null });
    const second = (await call('POST', '/api/lists', owner.cookie, {})).json();
    expect(second.id).not.toBe(list.id);
  });

  it.each([
    [{ ownerId: 'someone' }, 'body: Unrecognized key: "ownerId"'],
    [{ status: 'active' }, 'body: Unrecognized key: "status"'],
    [{ isVerified: true }, 'body: Unrecognized key: "isVerified"'],
    [{ title: 'x'.repeat(101) }, 'title: Title must be at most 100 characters'],
    [{ story: 'x'.repeat(5001) }, 'story: Story must be at most 5000 characters'],
    [{ category: 'weapons' }, 'category: Choose one of the categories'],
    [{ urgency: 'asap' }, 'urgency: Choose an urgency'],
    [{ visibility: 'friends' }, 'visibility: Choose who can see the list'],
    [{ neededBy: 'next week' }, 'neededBy: Needed-by must be a date (YYYY-MM-DD)'],
    [{ title: 42 }, 'title: Title must be text'],
    [
      { shippingAddress: { ...ADDRESS, line1: 'x'.repeat(201) } },
      'shippingAddress.line1: Address line 1 must be at most 200 characters',
    ],
    [
      { shippingAddress: { ...ADDRESS, country: 'USA' } },
      'shippingAddress.country: Country must be at most 2 characters',
    ],
    [{ shippingAddress: { ...ADDRESS, extra: 1 } }, 'shippingAddress: Unrecognized key: "extra"'],
  ])('refuses %j with the field named', async (payload, message) => {
    const response = await call('POST', '/api/lists', owner.cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('shows a draft only to its owner (404 to anyone else, signed in or not)', async () => {
    const draft = (await call('POST', '/api/lists', owner.cookie, { title: 'Private draft' })).json();
    expect((await call('GET', `/api/lists/${draft.id}`, owner.cookie)).json()).toMatchObject({
      isOwner: true,
      title: 'Private draft',
    });
    for (const cookie of [other.cookie, undefined]) {
      const response = await call('GET', `/api/lists/${draft.id}`, cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(LIST_NOT_FOUND_MESSAGE);
    }
    expect(
      (await call('PATCH', `/api/lists/${draft.id}`, other.cookie, { version: 1, title: 'Mine now' }))
        .statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/lists/${draft.id}`, other.cookie)).statusCode).toBe(404);
    expect(
      (await call('POST', `/api/lists/${draft.id}/items`, other.cookie, { name: 'x', quantity: 1 }))
        .statusCode,
    ).toBe(404);
  });

  it('saves edits with the version it started from, and refuses a save over a newer one (409)', async () => {
    const draft = (await call('POST', '/api/lists', owner.cookie, {})).json();
    const first = await call('PATCH', `/api/lists/${draft.id}`, owner.cookie, {
      version: 1,
      title: 'First title',
    });
    expect(first.json()).toMatchObject({ title: 'First title', version: 2 });
    const stale = await call('PATCH', `/api/lists/${draft.id}`, owner.cookie, { version: 1, title: 'Stale' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(LIST_CHANGED_MESSAGE);
    expect((await call('GET', `/api/lists/${draft.id}`, owner.cookie)).json().title).toBe('First title');
  });

  it('lets exactly one of two simultaneous edits win', async () => {
    const draft = (await call('POST', '/api/lists', owner.cookie, {})).json();
    const results = await Promise.all(
      ['Tab one', 'Tab two'].map((title) =>
        call('PATCH', `/api/lists/${draft.id}`, owner.cookie, { version: 1, title }),
      ),
    );
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409]);
    const saved = (await call('GET', `/api/lists/${draft.id}`, owner.cookie)).json();
    expect(saved.version).toBe(2);
    expect(['Tab one', 'Tab two']).toContain(saved.title);
  });

  it('deletes drafts only', async () => {
    const draft = (await call('POST', '/api/lists', owner.cookie, {})).json();
    expect((await call('DELETE', `/api/lists/${draft.id}`, owner.cookie)).statusCode).toBe(204);
    expect((await call('GET', `/api/lists/${draft.id}`, owner.cookie)).statusCode).toBe(404);
    const published = await createPublishedList();
    const refused = await call('DELETE', `/api/lists/${published.id}`, owner.cookie);
    expect(refused.statusCode).toBe(409);
  });
});

describe('needs lists: publishing', () => {
  it('needs a confirmed email', async () => {
    const draft = (await call('POST', '/api/lists', other.cookie, COMPLETE)).json();
    await call('POST', `/api/lists/${draft.id}/items`, other.cookie, { name: 'Coat', quantity: 1 });
    const response = await call('POST', `/api/lists/${draft.id}/publish`, other.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/^Confirm your email address to publish/);
  });

  it('says everything that is missing', async () => {
    const draft = (await call('POST', '/api/lists', owner.cookie, { title: 'Hi' })).json();
    const response = await call('POST', `/api/lists/${draft.id}/publish`, owner.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Before publishing, add: A title of 5 to 100 characters; A story of at least 50 characters (now 0); A category; Your city and state or region; At least one item.',
    );
  });

  it('saves a half-typed address, and publishes only once it is complete or cleared', async () => {
    const list = (
      await call('POST', '/api/lists', owner.cookie, { ...COMPLETE, shippingAddress: null })
    ).json();
    await call('POST', `/api/lists/${list.id}/items`, owner.cookie, { name: 'Blanket', quantity: 1 });
    const half = { name: 'Dana Whitfield', line1: '12 Quarry Hollow Rd' };
    const saved = await call('PATCH', `/api/lists/${list.id}`, owner.cookie, {
      version: list.version,
      shippingAddress: half,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().shippingAddress).toEqual({
      ...half,
      line2: '',
      city: '',
      region: '',
      postalCode: '',
      country: 'US',
    });
    const refused = await call('POST', `/api/lists/${list.id}/publish`, owner.cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Before publishing, add: The rest of the shipping address (city, postal code), or none of it.',
    );
    const completed = await call('PATCH', `/api/lists/${list.id}`, owner.cookie, {
      version: saved.json().version,
      shippingAddress: { ...half, city: 'Dayton', postalCode: '45402' },
    });
    expect(completed.statusCode).toBe(200);
    expect((await call('POST', `/api/lists/${list.id}/publish`, owner.cookie)).statusCode).toBe(200);
    // Emptied again (only the country left, as the form keeps it): no address at all.
    const emptied = await call('PATCH', `/api/lists/${list.id}`, owner.cookie, {
      version: completed.json().version + 1,
      shippingAddress: { country: 'US' },
    });
    expect(emptied.statusCode, emptied.body).toBe(200);
    expect(emptied.json().shippingAddress).toBeNull();
  });

  it('publishes a complete list, which then shows to everyone without private fields', async () => {
    const list = await createPublishedList();
    expect(list).toMatchObject({ status: 'active', shippingAddress: ADDRESS });
    for (const cookie of [other.cookie, undefined]) {
      const response = await call('GET', `/api/lists/${list.id}`, cookie);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ isOwner: false, title: COMPLETE.title, city: 'Dayton', region: 'OH' });
      expect(body.owner).toEqual({ id: owner.id, displayName: 'Dana', profileImageUrl: null });
      for (const secret of [
        'Quarry Hollow',
        '45402',
        'Unit 7',
        'shippingAddress',
        'postalCode',
        'Whitfield',
        owner.email,
      ]) {
        expect(response.body).not.toContain(secret);
      }
    }
  });

  it('keeps the shipping address encrypted at rest', async () => {
    const list = await createPublishedList();
    const [row] = await ctx.database.db.select().from(needsLists).where(eq(needsLists.id, list.id));
    expect(row?.shippingAddressEncrypted).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain('Quarry Hollow');
  });

  it('answers 403 when someone else tries to change a list they can see', async () => {
    const list = await createPublishedList();
    const response = await call('PATCH', `/api/lists/${list.id}`, other.cookie, {
      version: list.version,
      title: 'Hijacked title',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(LIST_FORBIDDEN_MESSAGE);
    for (const [method, url] of [
      ['POST', `/api/lists/${list.id}/archive`],
      ['POST', `/api/lists/${list.id}/items`],
      ['DELETE', `/api/lists/${list.id}/items/${list.items[0].id}`],
      ['PATCH', `/api/lists/${list.id}/items/${list.items[0].id}`],
    ] as const) {
      const payload =
        method === 'DELETE' || url.endsWith('/archive') ? undefined : { name: 'x', quantity: 1 };
      expect((await call(method, url, other.cookie, payload)).statusCode, url).toBe(403);
    }
  });

  it('shows unlisted lists by link and private ones to nobody else', async () => {
    const unlisted = await createPublishedList({ visibility: 'unlisted' });
    expect((await call('GET', `/api/lists/${unlisted.id}`)).statusCode).toBe(200);
    const privateList = await createPublishedList({ visibility: 'private' });
    expect((await call('GET', `/api/lists/${privateList.id}`, other.cookie)).statusCode).toBe(404);
    expect(
      (await call('PATCH', `/api/lists/${privateList.id}`, other.cookie, { version: 1 })).statusCode,
    ).toBe(404);
  });

  it('keeps a published list publishable', async () => {
    const list = await createPublishedList();
    const response = await call('PATCH', `/api/lists/${list.id}`, owner.cookie, {
      version: list.version,
      story: 'too short',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'story: A published list needs a story of at least 50 characters (now 9)',
    );
    const noCity = await call('PATCH', `/api/lists/${list.id}`, owner.cookie, {
      version: list.version,
      city: ' ',
    });
    expect(noCity.json().message).toBe('city: A published list needs your city and state or region');
  });

  it('archives and restores', async () => {
    const list = await createPublishedList();
    const archived = await call('POST', `/api/lists/${list.id}/archive`, owner.cookie);
    expect(archived.json().status).toBe('archived');
    const restored = await call('POST', `/api/lists/${list.id}/restore`, owner.cookie);
    expect(restored.json().status).toBe('active');
  });

  it('names the owner as they chose', async () => {
    const list = await createPublishedList();
    await call('PATCH', '/api/account/settings', owner.cookie, { isFullNameShown: true });
    expect((await call('GET', `/api/lists/${list.id}`)).json().owner.displayName).toBe('Dana Whitfield');
    await call('PATCH', '/api/account/settings', owner.cookie, { isFullNameShown: false });
    expect((await call('GET', `/api/lists/${list.id}`)).json().owner.displayName).toBe('Dana');
  });
});

describe('needs lists: items', () => {
  it('adds, edits, sorts by priority, reorders and removes items', async () => {
    const draft = (await call('POST', '/api/lists', owner.cookie, {})).json();
    const base = `/api/lists/${draft.id}/items`;
    const coat = (
      await call('POST', base, owner.cookie, {
        name: 'Coat',
        quantity: 2,
        priority: 2,
        priceCents: 4999,
        productUrl: 'https://www.target.com/s?searchTerm=coat',
        retailer: 'Target',
      })
    ).json();
    const boots = (
      await call('POST', base, owner.cookie, { name: 'Boots', quantity: 1, priority: 5 })
    ).json();
    expect(coat).toMatchObject({ position: 0, quantityPurchased: 0, currency: 'USD' });
    expect(boots.position).toBe(1);
    const view = (await call('GET', `/api/lists/${draft.id}`, owner.cookie)).json();
    expect(view.items.map((item: { name: string }) => item.name)).toEqual(['Boots', 'Coat']);
    expect(view.progress).toEqual({ wanted: 3, reserved: 0, purchased: 0, received: 0 });

    const edited = await call('PATCH', `${base}/${coat.id}`, owner.cookie, { quantity: 3 });
    expect(edited.json().quantity).toBe(3);
    const reordered = await call('PUT', `${base}/order`, owner.cookie, { ids: [boots.id, coat.id] });
    expect(reordered.json().map((item: { id: string }) => item.id)).toEqual([boots.id, coat.id]);
    const incomplete = await call('PUT', `${base}/order`, owner.cookie, { ids: [boots.id] });
    expect(incomplete.statusCode).toBe(400);
    expect((await call('DELETE', `${base}/${coat.id}`, owner.cookie)).statusCode).toBe(204);
    expect((await call('GET', `/api/lists/${draft.id}`, owner.cookie)).json().items).toHaveLength(1);
  });

  it.each([
    [{ name: '', quantity: 1 }, 'name: Item name is required'],
    [{ quantity: 1 }, 'name: Item name is required'],
    [{ name: 7, quantity: 1 }, 'name: Item name must be text'],
    [{ name: 'x'.repeat(201), quantity: 1 }, 'name: Item name must be at most 200 characters'],
    [{ name: 'Coat', quantity: 0 }, 'quantity: Quantity must be at least 1'],
    [{ name: 'Coat', quantity: 1000 }, 'quantity: Quantity must be at most 999'],
    [{ name: 'Coat', quantity: 1.5 }, 'quantity: Quantity must be a whole number'],
    [{ name: 'Coat', quantity: '2' }, 'quantity: Quantity must be a whole number'],
    [{ name: 'Coat', quantity: 1, priority: 6 }, 'priority: Priority must be 1 to 5'],
    [{ name: 'Coat', quantity: 1, priceCents: -1 }, 'priceCents: Price cannot be negative'],
    [
      { name: 'Coat', quantity: 1, productUrl: 'javascript:alert(1)' },
      'productUrl: Product link must be a web address such as https://www.target.com/…',
    ],
    [{ name: 'Coat', quantity: 1, quantityReceived: 1 }, 'body: Unrecognized key: "quantityReceived"'],
  ])('refuses the item %j', async (payload, message) => {
    const draft = (await call('POST', '/api/lists', owner.cookie, {})).json();
    const response = await call('POST', `/api/lists/${draft.id}/items`, owner.cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('keeps the last item of a published list, even when two removals race for the last two', async () => {
    const list = await createPublishedList();
    const [only] = list.items;
    const refused = await call('DELETE', `/api/lists/${list.id}/items/${only.id}`, owner.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(LAST_ITEM_MESSAGE);
    const second = (
      await call('POST', `/api/lists/${list.id}/items`, owner.cookie, { name: 'Gloves', quantity: 2 })
    ).json();
    const removals = await Promise.all(
      [only.id, second.id].map((itemId) =>
        call('DELETE', `/api/lists/${list.id}/items/${itemId}`, owner.cookie),
      ),
    );
    expect(removals.map((response) => response.statusCode).sort()).toEqual([204, 409]);
    expect((await call('GET', `/api/lists/${list.id}`, owner.cookie)).json().items).toHaveLength(1);
    // A draft may be emptied: it is not published yet.
    const draft = (await call('POST', '/api/lists', owner.cookie, {})).json();
    const item = (
      await call('POST', `/api/lists/${draft.id}/items`, owner.cookie, { name: 'Socks', quantity: 1 })
    ).json();
    expect((await call('DELETE', `/api/lists/${draft.id}/items/${item.id}`, owner.cookie)).statusCode).toBe(
      204,
    );
  });

  it('answers 404 for an item of another list, and for a malformed id', async () => {
    const first = (await call('POST', '/api/lists', owner.cookie, {})).json();
    const second = (await call('POST', '/api/lists', owner.cookie, {})).json();
    const item = (
      await call('POST', `/api/lists/${first.id}/items`, owner.cookie, { name: 'Coat', quantity: 1 })
    ).json();
    expect(
      (await call('PATCH', `/api/lists/${second.id}/items/${item.id}`, owner.cookie, { quantity: 2 }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('PATCH', `/api/lists/${first.id}/items/not-a-uuid`, owner.cookie, { quantity: 2 }))
        .statusCode,
    ).toBe(400);
  });
});

describe('my lists', () => {
  it('lists only the caller’s lists, drafts included', async () => {
    const mine = (await call('GET', '/api/lists/mine', owner.cookie)).json() as Array<{
      id: string;
      status: string;
    }>;
    expect(mine.length).toBeGreaterThan(3);
    expect(mine.some((list) => list.status === 'draft')).toBe(true);
    const theirs = (await call('GET', '/api/lists/mine', other.cookie)).json() as Array<{ id: string }>;
    expect(theirs.every((list) => !mine.some((own) => own.id === list.id))).toBe(true);
  });
});

describe('needs lists: photos', () => {
  async function upload(listId: string, cookie: string, data: Buffer) {
    const { payload, headers } = buildMultipart('photo', { name: 'photo.jpg', type: 'image/jpeg', data });
    return ctx.app.inject({
      method: 'POST',
      url: `/api/lists/${listId}/photos`,
      payload,
      headers: { ...headers, cookie },
    });
  }

  function makeJpeg(color: string) {
    return sharp({ create: { width: 1200, height: 900, channels: 3, background: color } })
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 45/1 0/1' } })
      .toBuffer();
  }

  it('stores up to five re-encoded photos without metadata, in order, and removes their files', async () => {
    const draft = (await call('POST', '/api/lists', owner.cookie, {})).json();
    const first = await upload(draft.id, owner.cookie, await makeJpeg('#aa3300'));
    expect(first.statusCode).toBe(201);
    const photo = first.json();
    expect(photo.url).toMatch(/^\/uploads\/list-photos\/[A-Za-z0-9_-]{22}-large\.webp$/);
    expect(photo.thumbnailUrl).toBe(photo.url.replace('-large', '-thumb'));
    // A draft's photos are its owner's alone.
    const large = await call('GET', photo.url, owner.cookie);
    expect(large.headers['content-type']).toBe('image/webp');
    expect((await sharp(large.rawPayload).metadata()).exif).toBeUndefined();
    const thumbnail = await call('GET', photo.thumbnailUrl, owner.cookie);
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({
      width: 640,
      height: 480,
    });

    const more = [];
    for (const color of ['#113355', '#225577', '#337799', '#4499bb']) {
      more.push((await upload(draft.id, owner.cookie, await makeJpeg(color))).json());
    }
    const sixth = await upload(draft.id, owner.cookie, await makeJpeg('#000000'));
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().message).toBe('photo: A list can have at most 5 photos');

    const order = [more[3].id, photo.id, more[0].id, more[1].id, more[2].id];
    const reordered = await call('PUT', `/api/lists/${draft.id}/photos/order`, owner.cookie, { ids: order });
    expect(reordered.json().map((row: { id: string }) => row.id)).toEqual(order);

    expect((await call('DELETE', `/api/lists/${draft.id}/photos/${photo.id}`, owner.cookie)).statusCode).toBe(
      204,
    );
    const isStored = async (url: string) =>
      (await ctx.app.fileStorage.get(url.replace('/uploads/', ''))) !== null;
    expect((await call('GET', photo.url, owner.cookie)).statusCode).toBe(404);
    expect(await isStored(photo.url)).toBe(false);
    expect(await isStored(photo.thumbnailUrl)).toBe(false);
    expect((await call('GET', `/api/lists/${draft.id}`, owner.cookie)).json().photos).toHaveLength(4);

    expect(await isStored(more[0].url)).toBe(true);
    expect((await call('DELETE', `/api/lists/${draft.id}`, owner.cookie)).statusCode).toBe(204);
    expect((await call('GET', more[0].url, owner.cookie)).statusCode).toBe(404);
    expect(await isStored(more[0].url)).toBe(false);
  });

  it('refuses photos from anyone but the owner, and files that are not images', async () => {
    const list = await createPublishedList();
    expect((await upload(list.id, other.cookie, await makeJpeg('#aa3300'))).statusCode).toBe(403);
    const draft = (await call('POST', '/api/lists', owner.cookie, {})).json();
    expect((await upload(draft.id, other.cookie, await makeJpeg('#aa3300'))).statusCode).toBe(404);
    const text = await upload(draft.id, owner.cookie, Buffer.from('not an image'));
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('photo: Choose a JPEG, PNG or WebP image');
  });
});

describe('needs lists: share previews in the HTML', () => {
  it('puts the title, the start of the story and the cover photo into each list path, escaped', async () => {
    const list = await createPublishedList({ title: 'Coats & "boots" <script>x</script>' });
    const data = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const { payload, headers } = buildMultipart('photo', { name: 'a.jpg', type: 'image/jpeg', data });
    const photo = (
      await ctx.app.inject({
        method: 'POST',
        url: `/api/lists/${list.id}/photos`,
        payload,
        headers: { ...headers, cookie: owner.cookie },
      })
    ).json();
    const card = (await call('GET', `/api/lists?q=${encodeURIComponent('boots')}`))
      .json()
      .lists.find((found: { id: string }) => found.id === list.id);
    expect(card.photoUrl).toBe(photo.thumbnailUrl);
    for (const path of ['needslist', 'wishlist', 'wishlists']) {
      const html = (await call('GET', `/${path}/${list.id}`)).body;
      expect(html).toContain(
        '<meta property="og:title" content="Coats &amp; &quot;boots&quot; &lt;script&gt;x&lt;/script&gt; · Kindlist">',
      );
      expect(html).toContain(
        '<meta property="og:description" content="Our apartment building burned down on Tuesday night.',
      );
      expect(html).toContain(`<meta property="og:image" content="http://localhost:5000${photo.url}">`);
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
      expect(html).not.toContain('<script>x</script>');
      for (const secret of ['Quarry Hollow', '45402', owner.email]) expect(html).not.toContain(secret);
      // The list's data is fetched along with the page, as the page's own request will ask for it.
      expect(html).toContain(
        `<link rel="preload" href="/api/lists/${list.id}" as="fetch" crossorigin="use-credentials">`,
      );
    }
    const odd = (await call('GET', '/needslist/%22%3E%3Cscript%3E')).body;
    expect(odd).toContain('<link rel="preload" href="/api/lists/%22%3E%3Cscript%3E" as="fetch"');
    expect((await call('GET', '/browse')).body).not.toContain('rel="preload"');
  });

  it('writes a title with any "$" sequence into <title> and the tags exactly as typed', async () => {
    // Each of these is a pattern for String.replace: "$&" is the match, "$`" what precedes it.
    const title = "Rent $& food $` and $' or $$ $1 $<n>";
    const list = await createPublishedList({ title });
    const html = (await call('GET', `/needslist/${list.id}`)).body;
    const escaped = 'Rent $&amp; food $` and $&#39; or $$ $1 $&lt;n&gt; · Kindlist';
    expect(html).toContain(`<title>${escaped}</title>`);
    expect(html).toContain(`<meta property="og:title" content="${escaped}">`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('<meta name="description"'));
  });

  it('gives drafts and private lists no preview of their own', async () => {
    const draft = (
      await call('POST', '/api/lists', owner.cookie, { ...COMPLETE, title: 'A secret draft title' })
    ).json();
    const privateList = await createPublishedList({ title: 'A private list title', visibility: 'private' });
    for (const id of [draft.id, privateList.id]) {
      const html = (await call('GET', `/needslist/${id}`)).body;
      expect(html).toContain('<title>Needs list · Kindlist</title>');
      expect(html).not.toContain('secret draft');
      expect(html).not.toContain('private list title');
      expect(html).not.toContain('burned down');
    }
  });
});

describe('needs lists: shares and reports', () => {
  it('counts shares of visible lists only, one visitor once a day whatever the channel', async () => {
    const list = await createPublishedList();
    for (const channel of ['copy', 'facebook', 'whatsapp']) {
      expect((await call('POST', `/api/lists/${list.id}/shares`, undefined, { channel })).statusCode).toBe(
        204,
      );
    }
    expect((await call('GET', `/api/lists/${list.id}`, owner.cookie)).json().shareCount).toBe(1);
    expect(
      (await call('POST', `/api/lists/${list.id}/shares`, undefined, { channel: 'myspace' })).statusCode,
    ).toBe(400);
    const draft = (await call('POST', '/api/lists', owner.cookie, {})).json();
    expect(
      (await call('POST', `/api/lists/${draft.id}/shares`, undefined, { channel: 'copy' })).statusCode,
    ).toBe(404);
  });

  it('takes one open report per person, never from the owner, never about a list they cannot see', async () => {
    const list = await createPublishedList();
    const url = `/api/lists/${list.id}/reports`;
    expect((await call('POST', url, undefined, { reason: 'scam' })).statusCode).toBe(401);
    const first = await call('POST', url, other.cookie, {
      reason: 'scam',
      details: 'The same photos are on another site.',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toMatch(/^Thank you\. Our team will look at this list/);
    const again = await call('POST', url, other.cookie, { reason: 'duplicate' });
    expect(again.json().message).toBe('You already reported this list; our team has it.');
    expect((await call('POST', url, owner.cookie, { reason: 'other' })).statusCode).toBe(400);
    expect((await call('POST', url, other.cookie, { reason: 'because' })).json().message).toBe(
      'reason: Choose a reason',
    );
    expect(
      (await call('POST', url, other.cookie, { reason: 'other', details: 'x'.repeat(1001) })).json().message,
    ).toBe('details: Details must be at most 1000 characters');
    const draft = (await call('POST', '/api/lists', owner.cookie, {})).json();
    expect(
      (await call('POST', `/api/lists/${draft.id}/reports`, other.cookie, { reason: 'scam' })).statusCode,
    ).toBe(404);
    const reports = await ctx.database.db.select().from(listReports).where(eq(listReports.listId, list.id));
    expect(reports).toEqual([
      expect.objectContaining({ reporterId: other.id, reason: 'scam', status: 'open' }),
    ]);
  });
});

describe('needs lists: copycat check on publish', () => {
  const ORIGINAL_STORY =
    'The storm tore the roof off our farmhouse outside Greenfield and the rain ruined the children’s bedrooms, their clothes and most of the kitchen.';

  async function publishAs(user: TTestUser, fields: Record<string, unknown>, photo?: Buffer) {
    const draft = (await call('POST', '/api/lists', user.cookie, { ...COMPLETE, ...fields })).json();
    await call('POST', `/api/lists/${draft.id}/items`, user.cookie, { name: 'Tarp', quantity: 1 });
    if (photo) {
      const { payload, headers } = buildMultipart('photo', {
        name: 'p.jpg',
        type: 'image/jpeg',
        data: photo,
      });
      await ctx.app.inject({
        method: 'POST',
        url: `/api/lists/${draft.id}/photos`,
        payload,
        headers: { ...headers, cookie: user.cookie },
      });
    }
    const published = await call('POST', `/api/lists/${draft.id}/publish`, user.cookie);
    expect(published.statusCode, published.body).toBe(200);
    return published.json();
  }

  async function picture(size: number) {
    const pixels = Buffer.alloc(size * size * 3);
    for (let index = 0; index < pixels.length; index += 3) {
      const x = (index / 3) % size;
      const y = Math.floor(index / 3 / size);
      // Blocks of unrelated brightness: a picture with detail (plain ones are never compared).
      const block = Math.floor((x * 7) / size) * 5 + Math.floor((y * 5) / size);
      pixels[index] = (block * 97) % 256;
      pixels[index + 1] = (block * 57) % 256;
      pixels[index + 2] = (y * 255) / size;
    }
    return sharp(pixels, { raw: { width: size, height: size, channels: 3 } })
      .jpeg()
      .toBuffer();
  }

  it('holds a list out of search when its photo or story copies another family’s', async () => {
    const copier = await createSignedInUser(ctx.app, { firstName: 'Copy' });
    await ctx.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, copier.id));
    const original = await publishAs(
      owner,
      { title: 'Roof and bedrooms after the storm', story: ORIGINAL_STORY },
      await picture(900),
    );
    expect(original.moderation.isFlagged).toBe(false);

    const samePhoto = await publishAs(
      copier,
      {
        title: 'Help after the storm please',
        story: 'A different story about our family and the fire that took the garage and the car last month.',
      },
      await picture(500),
    );
    expect(samePhoto.moderation).toMatchObject({
      isFlagged: true,
      reason: 'Waiting for review: a photo matches another list',
    });

    const sameStory = await publishAs(copier, {
      title: 'Storm damage help',
      story: `${ORIGINAL_STORY} Please help.`,
    });
    expect(sameStory.moderation).toMatchObject({
      isFlagged: true,
      reason: 'Waiting for review: the story matches another list',
    });

    const honest = await publishAs(copier, {
      title: 'Our own story',
      story:
        'My shifts at the warehouse were cut after the plant closed and the winter heating bill doubled.',
    });
    expect(honest.moderation.isFlagged).toBe(false);

    const browse = (await call('GET', '/api/lists?q=storm')).json();
    const ids = browse.lists.map((list: { id: string }) => list.id);
    expect(ids).toContain(original.id);
    expect(ids).not.toContain(samePhoto.id);
    expect(ids).not.toContain(sameStory.id);
    expect((await call('GET', `/api/lists/${sameStory.id}`)).statusCode).toBe(200);
  });
});

describe('the shipping address never leaves through a public door', () => {
  it('is in no public API answer and no page HTML, signed out or as another user', async () => {
    const list = await createPublishedList({
      visibility: 'public',
      title: 'Leak check list for the address',
    });
    const spec = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const publicGets = Object.entries(spec.paths)
      .filter(([, methods]) => 'get' in methods)
      .map(([path]) =>
        path
          .replace('{id}', path.startsWith('/api/users') ? owner.id : list.id)
          .replace('{code}', 'ABCDEFGHJKLMNPQR'),
      );
    const pages = [
      '/',
      '/browse',
      '/find',
      `/needslist/${list.id}`,
      `/wishlist/${list.id}`,
      `/wishlists/${list.id}`,
      `/people/${owner.id}`,
      '/clothing',
    ];
    const urls = [...publicGets, '/api/lists?q=leak', '/api/lists?postal=454', ...pages];
    for (const cookie of [undefined, other.cookie]) {
      for (const url of urls) {
        const response = await call('GET', url, cookie);
        for (const secret of ['Quarry Hollow', 'Dana Whitfield', '4821']) {
          expect(response.body, `${url} ${cookie ? 'as another user' : 'signed out'}`).not.toContain(secret);
        }
      }
    }
    expect(publicGets.length).toBeGreaterThan(8);
  });

  it('reaches only a donor with an active gift on that list: never through a giving route otherwise', async () => {
    const list = await createPublishedList({ title: 'Leak check list for giving' });
    const itemId = list.items[0].id as string;
    await ctx.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, other.id));
    // `other` held a reservation and cancelled it; a third user holds an active one.
    const cancelled = (
      await call('POST', `/api/lists/${list.id}/items/${itemId}/pledges`, other.cookie, { quantity: 1 })
    ).json();
    await call('POST', `/api/pledges/${cancelled.id}/cancel`, other.cookie);
    const holder = await createSignedInUser(ctx.app);
    await ctx.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, holder.id));
    const active = (
      await call('POST', `/api/lists/${list.id}/items/${itemId}/pledges`, holder.cookie, { quantity: 1 })
    ).json();
    const spec = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const pledgeRoutes = Object.entries(spec.paths)
      .filter(([path]) => path.includes('pledges') || path.includes('/items/{itemId}'))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
      );
    expect(pledgeRoutes.length).toBeGreaterThanOrEqual(9);
    for (const cookie of [undefined, other.cookie]) {
      for (const pledgeId of [cancelled.id, active.id]) {
        for (const route of pledgeRoutes) {
          const url = route.path
            .replace('{id}', route.path.startsWith('/api/pledges/') ? pledgeId : list.id)
            .replace('{itemId}', itemId);
          const response = await call(
            route.method as 'GET',
            url,
            cookie,
            route.method === 'GET' ? undefined : {},
          );
          for (const secret of ['Quarry Hollow', 'Dana Whitfield', '4821']) {
            expect(
              response.body,
              `${route.method} ${url} ${cookie ? 'as another user' : 'signed out'}`,
            ).not.toContain(secret);
          }
        }
      }
    }
    // The active donor does see it, and the family sees that they did.
    const shown = await call('POST', `/api/pledges/${active.id}/address`, holder.cookie);
    expect(shown.json().address.line1).toBe('4821 Quarry Hollow Road');
    const family = (await call('GET', `/api/lists/${list.id}/pledges`, owner.cookie)).json();
    expect(family.addressReveals).toHaveLength(1);
  });
});

describe('needs lists: odd input answers 400, never 500', () => {
  it.each([
    ['GET', '/api/lists/a%00b', undefined],
    ['GET', '/api/lists?q=%00', undefined],
    ['GET', '/api/lists?region=%00', undefined],
    ['POST', '/api/lists', { title: 'Coats\u0000' }],
    ['POST', '/api/lists', { neededBy: '0000-01-01' }],
    ['POST', '/api/lists', { city: 'Day\u0007ton' }],
  ] as const)('%s %s %j', async (method, url, payload) => {
    const response = await call(method, url, owner.cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().message).toBe('string');
  });

  it('publishes a story full of apostrophes', async () => {
    const list = await createPublishedList({
      story: `We can''t ''''' stop '''''' thanking everyone who helped us after the fire last month.`,
    });
    expect(list.status).toBe('active');
  });

  it('changes only the item fields an edit sends', async () => {
    const draft = (await call('POST', '/api/lists', owner.cookie, {})).json();
    const item = (
      await call('POST', `/api/lists/${draft.id}/items`, owner.cookie, {
        name: 'Coat',
        description: 'Size 8',
        quantity: 2,
        priority: 5,
        priceCents: 4999,
        retailer: 'Target',
        productUrl: 'https://www.target.com/s?searchTerm=coat',
      })
    ).json();
    const edited = (
      await call('PATCH', `/api/lists/${draft.id}/items/${item.id}`, owner.cookie, { quantity: 3 })
    ).json();
    expect(edited).toMatchObject({
      quantity: 3,
      description: 'Size 8',
      priority: 5,
      priceCents: 4999,
      retailer: 'Target',
      productUrl: 'https://www.target.com/s?searchTerm=coat',
    });
  });
});
