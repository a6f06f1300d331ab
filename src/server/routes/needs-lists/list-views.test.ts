import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_VIEWS_JOB } from '#server/app-jobs';
import { listViews } from '#server/db/schema/needs-lists';
import { createListViewCounter } from '#server/domain/needs-lists/view-counter';
import { createFixedClock } from '#server/services/clock';
import { signInTestAdmin } from '#server/test/admin-test-app';
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
let admin: TTestUser;
let listId: string;

const BROWSER = 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36';

beforeAll(async () => {
  // The public cache is on: views answered from it count too.
  ctx = await createTestApp({ clock, publicCacheTtlMs: 60_000 });
  owner = await createSignedInUser(ctx.app);
  donor = await createSignedInUser(ctx.app);
  admin = await signInTestAdmin(ctx.app);
  listId = await createTestList(
    ctx,
    owner,
    {
      title: 'Baby things after the flood',
      story: 'The river came into our ground floor and took the crib, the clothes and the stroller with it.',
      category: 'baby-items',
      city: 'Davenport',
      region: 'IA',
    },
    { items: [{ name: 'Crib', quantity: 1 }] },
  );
});
afterAll(async () => {
  await ctx.close();
});

async function view(headers: Record<string, string>, remoteAddress = '203.0.113.7') {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/lists/${listId}`,
    headers,
    remoteAddress,
  });
  expect(response.statusCode).toBe(200);
}

async function readViewCount(): Promise<number> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/lists/${listId}`,
    headers: { cookie: owner.cookie },
  });
  return response.json().viewCount;
}

describe('list page views', () => {
  it('count each visitor once a day, off the request path, and not the owner, moderators or crawlers', async () => {
    await view({ cookie: donor.cookie });
    await view({ cookie: donor.cookie });
    await view({ 'user-agent': BROWSER });
    await view({ 'user-agent': BROWSER }); // the second one comes from the cache by its address
    await view({ 'user-agent': BROWSER }, '198.51.100.20');
    // Another browser name from the same address is the same visitor (anyone can change that name).
    for (const version of [120, 121, 122]) {
      await view({ 'user-agent': BROWSER.replace('131.0', `${version}.0`) }, '198.51.100.20');
    }
    // So is another address of the same IPv6 network (one home, one phone).
    await view({ 'user-agent': BROWSER }, '2001:db8:85a3:7:1::1');
    await view({ 'user-agent': BROWSER }, '2001:db8:85a3:7:ffff::2');
    await view({ 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' }, '66.249.66.1');
    await view({ cookie: owner.cookie });
    await view({ cookie: admin.cookie });
    await ctx.app.inject({ method: 'HEAD', url: `/api/lists/${listId}`, remoteAddress: '192.0.2.9' });
    // The answers did not wait for the count.
    expect(await readViewCount()).toBe(0);
    await ctx.app.jobs.runNow(LIST_VIEWS_JOB);
    expect(await readViewCount()).toBe(4);
    const rows = await ctx.database.db.select().from(listViews);
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(row.visitorHash).not.toMatch(/203\.0\.113|198\.51|Mozilla/);
  });

  it('count a visitor again the next day, and forget the day before yesterday', async () => {
    clock.advance(24 * 60 * 60 * 1000);
    await view({ cookie: donor.cookie });
    await view({ cookie: donor.cookie });
    await ctx.app.jobs.runNow(LIST_VIEWS_JOB);
    expect(await readViewCount()).toBe(5);
    clock.advance(2 * 24 * 60 * 60 * 1000);
    await ctx.app.jobs.runNow(LIST_VIEWS_JOB);
    const [left] = await ctx.database.db.select({ count: sql<number>`count(*)::int` }).from(listViews);
    expect(left?.count).toBe(0);
  });

  it('count one visitor seen by two instances on one database once', async () => {
    const secondInstance = createListViewCounter({
      db: ctx.database.db,
      clock,
      secret: ctx.config.authSecret,
    });
    await view({ cookie: donor.cookie });
    secondInstance.record(listId, { userId: donor.id });
    await Promise.all([ctx.app.jobs.runNow(LIST_VIEWS_JOB), secondInstance.flush()]);
    expect(await readViewCount()).toBe(6);
  });

  it('are written when the app closes, so nothing noted is lost', async () => {
    await view({ 'user-agent': BROWSER }, '192.0.2.44');
    await ctx.app.jobs.stop();
    expect(await readViewCount()).toBe(7);
  });
});
