import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/auth';
import { needsLists } from '#server/db/schema/needs-lists';
import { ADDRESS } from '#server/test/pledge-test-helpers';
import {
  createSignedInUser,
  createTestApp,
  createTestList,
  type TTestContext,
  type TTestUser,
} from '#server/test/test-app';
import { ZBlogListQuery } from '#shared/schemas/blog';
import { ZBrowseQuery } from '#shared/schemas/browse';

let ctx: TTestContext;
let owner: TTestUser;
let other: TTestUser;
let listId: string;

beforeAll(async () => {
  ctx = await createTestApp({ publicCacheTtlMs: 60_000 });
  owner = await createSignedInUser(ctx.app);
  other = await createSignedInUser(ctx.app);
  listId = await createTestList(ctx, owner, {
    title: 'Cached list title',
    story: 'A story that is long enough to publish this list for the cache test here.',
    category: 'clothing',
    city: 'Dayton',
    region: 'OH',
    shippingAddress: ADDRESS,
  });
});
afterAll(async () => {
  await ctx.close();
});

describe('public answers cache', () => {
  it('reuses browse and public list answers until a write on this instance', async () => {
    const browse = await ctx.app.inject({ method: 'GET', url: '/api/lists' });
    expect(browse.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(browse.json().lists[0].title).toBe('Cached list title');
    expect((await ctx.app.inject({ method: 'GET', url: `/api/lists/${listId}` })).json().title).toBe(
      'Cached list title',
    );

    // Another instance changes the list: this one keeps its answer for the time-to-live.
    await ctx.database.db
      .update(needsLists)
      .set({ title: 'Changed elsewhere' })
      .where(eq(needsLists.id, listId));
    expect((await ctx.app.inject({ method: 'GET', url: '/api/lists' })).json().lists[0].title).toBe(
      'Cached list title',
    );
    const otherView = await ctx.app.inject({
      method: 'GET',
      url: `/api/lists/${listId}`,
      headers: { cookie: other.cookie },
    });
    expect(otherView.json()).toMatchObject({ title: 'Cached list title', isOwner: false });

    // The owner never gets the shared answer.
    const ownerView = await ctx.app.inject({
      method: 'GET',
      url: `/api/lists/${listId}`,
      headers: { cookie: owner.cookie },
    });
    expect(ownerView.json()).toMatchObject({ title: 'Changed elsewhere', isOwner: true });
    expect(ownerView.json().version).toBeGreaterThan(0);

    // A write here to a list others can see clears it.
    await ctx.app.inject({
      method: 'POST',
      url: `/api/lists/${listId}/items`,
      headers: { cookie: owner.cookie },
      payload: { name: 'Boots', quantity: 1 },
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/lists' })).json().lists[0].title).toBe(
      'Changed elsewhere',
    );
    expect((await ctx.app.inject({ method: 'GET', url: `/api/lists/${listId}` })).json().title).toBe(
      'Changed elsewhere',
    );
  });

  it('is cleared only by a write that changes a public answer: not by HEAD, shares, reports or drafts', async () => {
    const browseTitle = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/lists' })).json().lists[0].title;
    const listTitle = async () =>
      (await ctx.app.inject({ method: 'GET', url: `/api/lists/${listId}` })).json().title;
    expect(await browseTitle()).toBe('Changed elsewhere');
    expect(await listTitle()).toBe('Changed elsewhere');
    await ctx.database.db
      .update(needsLists)
      .set({ title: 'Changed a second time' })
      .where(eq(needsLists.id, listId));

    const as = (user: TTestUser) => ({ cookie: user.cookie });
    const draft = (
      await ctx.app.inject({ method: 'POST', url: '/api/lists', headers: as(other), payload: {} })
    ).json();
    const writes = [
      { method: 'HEAD', url: '/api/lists' },
      { method: 'HEAD', url: `/api/lists/${listId}` },
      { method: 'POST', url: `/api/lists/${listId}/shares`, payload: { channel: 'copy' } },
      { method: 'POST', url: `/api/lists/${listId}/shares`, payload: { channel: 'x' }, headers: as(other) },
      {
        method: 'POST',
        url: `/api/lists/${listId}/reports`,
        payload: { reason: 'other', details: 'Just checking' },
        headers: as(other),
      },
      {
        method: 'PATCH',
        url: `/api/lists/${draft.id}`,
        payload: { version: 1, title: 'A draft' },
        headers: as(other),
      },
      {
        method: 'POST',
        url: `/api/lists/${draft.id}/items`,
        payload: { name: 'Socks', quantity: 3 },
        headers: as(other),
      },
      { method: 'DELETE', url: `/api/lists/${draft.id}`, headers: as(other) },
      { method: 'POST', url: '/api/notifications/mark-all-read', headers: as(other) },
    ] as const;
    for (const write of writes) {
      const response = await ctx.app.inject(write);
      expect(response.statusCode, `${write.method} ${write.url}`).toBeLessThan(400);
    }
    expect(await browseTitle()).toBe('Changed elsewhere');
    expect(await listTitle()).toBe('Changed elsewhere');

    // Archiving the list changes what everyone sees: the next answers are read again.
    const archived = await ctx.app.inject({
      method: 'POST',
      url: `/api/lists/${listId}/archive`,
      headers: as(owner),
    });
    expect(archived.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/lists' })).json().lists).toEqual([]);
    expect(await listTitle()).toBe('Changed a second time');
    await ctx.app.inject({ method: 'POST', url: `/api/lists/${listId}/restore`, headers: as(owner) });
    expect(await browseTitle()).toBe('Changed a second time');
  });

  it('never caches a failed write or a 404', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/lists/unknownlist00000' })).statusCode).toBe(
      404,
    );
    expect((await ctx.app.inject({ method: 'GET', url: '/api/lists/unknownlist00000' })).statusCode).toBe(
      404,
    );
  });

  it('answers a repeated address from the cache only after it passed validation', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const refused = await ctx.app.inject({ method: 'GET', url: '/api/lists?page=0' });
      expect(refused.statusCode).toBe(400);
      const refusedList = await ctx.app.inject({ method: 'GET', url: '/api/lists/not%20an%20id' });
      expect(refusedList.statusCode).toBe(400);
    }
    const spelled = ['/api/lists?q=coat', '/api/lists?q=%20coat%20', '/api/lists?q=coat&page=1'];
    const answers = [];
    for (const url of [...spelled, ...spelled]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      answers.push(response.json().lists.map((list: { id: string }) => list.id));
    }
    for (const answer of answers) expect(answer).toEqual([listId]);
  });

  it("stops serving a deleted account's lists at once", async () => {
    const leaving = await createSignedInUser(ctx.app);
    const leavingId = await createTestList(ctx, leaving, {
      title: 'A list whose owner leaves',
      story: 'A story that is long enough to publish this list, whose owner then deletes the account.',
    });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/lists/${leavingId}` })).statusCode).toBe(200);
    const browseIds = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/lists' }))
        .json()
        .lists.map((list: { id: string }) => list.id);
    expect(await browseIds()).toContain(leavingId);
    const deleted = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: { cookie: leaving.cookie },
      payload: { confirmation: 'DELETE', password: leaving.password },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/lists/${leavingId}` })).statusCode).toBe(404);
    expect(await browseIds()).not.toContain(leavingId);
  });

  it('is told when a donor reserves: the public list shows the reservation at once', async () => {
    const [itemId] = (await ctx.app.inject({ method: 'GET', url: `/api/lists/${listId}` }))
      .json()
      .items.map((item: { id: string }) => item.id);
    const reserved = async () =>
      (await ctx.app.inject({ method: 'GET', url: `/api/lists/${listId}` })).json().items[0].quantityReserved;
    expect(await reserved()).toBe(0);
    await ctx.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, other.id));
    const pledge = await ctx.app.inject({
      method: 'POST',
      url: `/api/lists/${listId}/items/${itemId}/pledges`,
      headers: { cookie: other.cookie },
      payload: { quantity: 1 },
    });
    expect(pledge.statusCode).toBe(201);
    expect(await reserved()).toBe(1);
  });
});

describe('public answers a write drops', () => {
  // The keys the reads below are kept under in the app's public cache.
  const LANDING = 'landing';
  const IMPACT = 'impact';
  // The blog's pages are kept per language (these requests ask in none: English).
  const BLOG = `blog:${ZBlogListQuery.parse({}).page}:en`;
  const BROWSE = `browse:${JSON.stringify(ZBrowseQuery.parse({}))}`;

  async function readEverything(listA: string, listB: string): Promise<void> {
    for (const url of [
      '/api/landing',
      '/api/impact',
      '/api/blog',
      '/api/lists',
      `/api/lists/${listA}`,
      `/api/lists/${listB}`,
    ]) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
  }
  const kept = (key: string) => ctx.app.publicCache.get(key)?.answer;

  it("a reservation and its cancelling drop their list's page only; a receipt also browse and the figures", async () => {
    const family = await createSignedInUser(ctx.app);
    const donor = await createSignedInUser(ctx.app);
    await ctx.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, donor.id));
    const listA = await createTestList(ctx, family, {
      title: 'Kitchen things after the storm',
      story: 'Hail broke through the kitchen roof and the rain ruined the pots, the plates and the kettle.',
      shippingAddress: ADDRESS,
    });
    const listB = await createTestList(ctx, family, {
      title: 'School supplies for three children',
      story: 'Our children start at a new school next month and lost their backpacks and books in the move.',
    });
    await readEverything(listA, listB);
    const before = {
      landing: kept(LANDING),
      impact: kept(IMPACT),
      blog: kept(BLOG),
      browse: kept(BROWSE),
      listB: kept(`list:${listB}`),
    };
    for (const answer of Object.values(before)) expect(answer).toBeDefined();
    expect(kept(`list:${listA}`)).toBeDefined();
    const stillKept = () => {
      expect(kept(LANDING)).toBe(before.landing);
      expect(kept(IMPACT)).toBe(before.impact);
      expect(kept(BLOG)).toBe(before.blog);
      expect(kept(BROWSE)).toBe(before.browse);
      expect(kept(`list:${listB}`)).toBe(before.listB);
    };
    const listView = async () => (await ctx.app.inject({ method: 'GET', url: `/api/lists/${listA}` })).json();

    const [item] = (await listView()).items;
    const reserved = await ctx.app.inject({
      method: 'POST',
      url: `/api/lists/${listA}/items/${item.id}/pledges`,
      headers: { cookie: donor.cookie },
      payload: { quantity: 1 },
    });
    expect(reserved.statusCode).toBe(201);
    // The donor sees their reservation at once; nothing else was read again.
    expect(kept(`list:${listA}`)).toBeUndefined();
    stillKept();
    expect((await listView()).items[0].quantityReserved).toBe(1);

    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/pledges/${reserved.json().id}/cancel`,
      headers: { cookie: donor.cookie },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(kept(`list:${listA}`)).toBeUndefined();
    stillKept();
    expect((await listView()).items[0].quantityReserved).toBe(0);

    // A gift the family confirms changes the list's card (pieces received) and the counts.
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/lists/${listA}/items/${item.id}/pledges`,
      headers: { cookie: donor.cookie },
      payload: { quantity: 1 },
    });
    const received = await ctx.app.inject({
      method: 'POST',
      url: `/api/pledges/${again.json().id}/receive`,
      headers: { cookie: family.cookie },
    });
    expect(received.statusCode).toBe(200);
    for (const key of [LANDING, IMPACT, BROWSE, `list:${listA}`]) expect(kept(key), key).toBeUndefined();
    expect(kept(BLOG)).toBe(before.blog);
    expect(kept(`list:${listB}`)).toBe(before.listB);
    const impact = (await ctx.app.inject({ method: 'GET', url: '/api/impact' })).json();
    expect(impact.totals.itemsReceived).toBeGreaterThanOrEqual(1);
  });

  it('an item edit drops its list, browse and the landing lists, not the impact figures or other lists', async () => {
    const family = await createSignedInUser(ctx.app);
    const listA = await createTestList(ctx, family, {
      title: 'Bedding for the winter',
      story:
        'The basement flooded where the spare blankets were kept, and the nights are getting colder now.',
    });
    const listB = await createTestList(ctx, family, {
      title: 'Tools to rebuild the fence',
      story: 'Wind took down the fence around the garden; we need a saw, posts and a box of long screws.',
    });
    await readEverything(listA, listB);
    const impact = kept(IMPACT);
    const listBAnswer = kept(`list:${listB}`);
    const added = await ctx.app.inject({
      method: 'POST',
      url: `/api/lists/${listA}/items`,
      headers: { cookie: family.cookie },
      payload: { name: 'Blanket', quantity: 2 },
    });
    expect(added.statusCode).toBe(201);
    for (const key of [LANDING, BROWSE, `list:${listA}`]) expect(kept(key), key).toBeUndefined();
    expect(kept(IMPACT)).toBe(impact);
    expect(kept(`list:${listB}`)).toBe(listBAnswer);
  });
});
