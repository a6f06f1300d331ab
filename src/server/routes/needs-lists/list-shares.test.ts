import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_VIEWS_JOB } from '#server/app-jobs';
import { listViews } from '#server/db/schema/needs-lists';
import { createListViewCounter } from '#server/domain/needs-lists/view-counter';
import { createFixedClock } from '#server/services/clock';
import {
  createSignedInUser,
  createTestApp,
  createTestList,
  type TTestContext,
  type TTestUser,
} from '#server/test/test-app';

const clock = createFixedClock(new Date());
let ctx: TTestContext;
let owner: TTestUser;
let donor: TTestUser;

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/133.0';
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  owner = await createSignedInUser(ctx.app);
  donor = await createSignedInUser(ctx.app);
});
afterAll(async () => {
  await ctx.close();
});

async function createSharedList(): Promise<string> {
  return createTestList(ctx, owner, {
    title: 'Warm clothes after the fire',
    story: 'The fire took the closet and everything in it; the children need coats before winter comes.',
    category: 'clothing',
    city: 'Spokane',
    region: 'WA',
  });
}

async function share(
  listId: string,
  {
    remoteAddress = '203.0.113.7',
    headers = { 'user-agent': BROWSER },
  }: { remoteAddress?: string; headers?: Record<string, string> } = {},
  channel = 'copy',
) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/lists/${listId}/shares`,
    payload: { channel },
    headers,
    remoteAddress,
  });
  expect(response.statusCode).toBe(204);
}

async function readShareCount(listId: string): Promise<number> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/lists/${listId}`,
    headers: { cookie: owner.cookie },
  });
  return response.json().shareCount;
}

describe('list shares', () => {
  it('count 50 "copy link" shares from one address once', async () => {
    const listId = await createSharedList();
    for (let attempt = 0; attempt < 50; attempt += 1) await share(listId);
    // Another browser name or channel from the same address, or another address of the same IPv6
    // network, is the same visitor.
    await share(listId, { headers: { 'user-agent': 'curl/8.5' } }, 'whatsapp');
    await share(listId, { remoteAddress: '2001:db8:85a3:7:1::1' });
    await share(listId, { remoteAddress: '2001:db8:85a3:7:ffff::2' });
    expect(await readShareCount(listId)).toBe(2);
  });

  it('count 50 shares from 50 visitors 50 times', async () => {
    const listId = await createSharedList();
    for (let visitor = 1; visitor <= 50; visitor += 1)
      await share(listId, { remoteAddress: `198.51.100.${visitor}` });
    expect(await readShareCount(listId)).toBe(50);
  });

  it('count a signed-in visitor by their account, wherever they share from', async () => {
    const listId = await createSharedList();
    const other = await createSignedInUser(ctx.app);
    await share(listId, { remoteAddress: '192.0.2.1', headers: { cookie: donor.cookie } });
    await share(listId, { remoteAddress: '192.0.2.2', headers: { cookie: donor.cookie } }, 'facebook');
    // Two people in one home, each signed in, are two visitors.
    await share(listId, { remoteAddress: '192.0.2.1', headers: { cookie: other.cookie } });
    expect(await readShareCount(listId)).toBe(2);
  });

  it('count one visitor sharing at once on several instances once, and again the next day', async () => {
    const listId = await createSharedList();
    const secondInstance = createListViewCounter({
      db: ctx.database.db,
      clock,
      secret: ctx.config.authSecret,
    });
    await Promise.all([
      ...Array.from({ length: 10 }, () => share(listId, { headers: { cookie: donor.cookie } })),
      ...Array.from({ length: 10 }, () => secondInstance.recordShare(listId, { userId: donor.id })),
    ]);
    expect(await readShareCount(listId)).toBe(1);
    clock.advance(DAY_MS);
    await share(listId, { headers: { cookie: donor.cookie } });
    expect(await readShareCount(listId)).toBe(2);
  });

  it('do not count crawlers, and keep no address', async () => {
    const listId = await createSharedList();
    await share(listId, { remoteAddress: '66.249.66.1', headers: { 'user-agent': 'Googlebot/2.1' } });
    expect(await readShareCount(listId)).toBe(0);
    await share(listId, { remoteAddress: '203.0.113.99' });
    const rows = await ctx.database.db
      .select()
      .from(listViews)
      .where(and(eq(listViews.listId, listId), eq(listViews.kind, 'share')));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.visitorHash).not.toMatch(/203\.0\.113|Mozilla/);
  });

  it('are forgotten with the views, two days on', async () => {
    clock.advance(2 * DAY_MS);
    await ctx.app.jobs.runNow(LIST_VIEWS_JOB);
    const [left] = await ctx.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(listViews)
      .where(eq(listViews.kind, 'share'));
    expect(left?.count).toBe(0);
  });
});
