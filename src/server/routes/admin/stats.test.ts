import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '#server/db/schema/analytics';
import { pledges } from '#server/db/schema/pledges';
import { rebuildAnalyticsDaily } from '#server/domain/analytics/analytics';
import { createAdminTestApp } from '#server/test/admin-test-app';
import { createCaller, createPledgeableList, createVerifiedUser } from '#server/test/pledge-test-helpers';
import type { TTestContext, TTestUser } from '#server/test/test-app';

let ctx: TTestContext;
let admin: TTestUser;

beforeAll(async () => {
  ({ ctx, admin } = await createAdminTestApp());
});
afterAll(async () => {
  await ctx.close();
});

const DAY_MS = 86_400_000;
const today = new Date(new Date().toISOString().slice(0, 10));
const at = (daysAgo: number, hour = 12) => new Date(today.getTime() - daysAgo * DAY_MS + hour * 3_600_000);
const dayOf = (daysAgo: number) => at(daysAgo).toISOString().slice(0, 10);

type TEvent = {
  name: string;
  params: Record<string, string | number>;
  visitorId: string;
  path: string;
  createdAt: Date;
};
const view = (visitorId: string, path: string, daysAgo: number): TEvent => ({
  name: 'page_view',
  params: { page_path: path, page_location: `https://kindlist.example${path}` },
  visitorId,
  path,
  createdAt: at(daysAgo),
});
const event = (
  name: string,
  params: Record<string, string | number>,
  visitorId: string,
  daysAgo: number,
): TEvent => ({
  name,
  params,
  visitorId,
  path: '/',
  createdAt: at(daysAgo),
});

describe('admin statistics', () => {
  it('counts exactly what happened in the period, from the events and the database', async () => {
    await ctx.database.db.insert(analyticsEvents).values([
      view('v1', '/', 2),
      view('v1', '/needslist/abc', 2),
      view('v2', '/', 1),
      view('v3', '/browse', 0),
      view('v1', '/', 0),
      // Outside a 7-day period.
      view('v9', '/old', 40),
      event('cta_click', { cta_id: 'landing_create_list' }, 'v1', 2),
      event('cta_click', { cta_id: 'landing_create_list' }, 'v2', 1),
      event('cta_click', { cta_id: 'landing_find_family' }, 'v3', 0),
      event('outbound_purchase_click', { retailer: 'Target', list_id: 'abc' }, 'v1', 2),
      event('outbound_purchase_click', { retailer: 'Target', list_id: 'abc' }, 'v2', 1),
      event('outbound_purchase_click', { retailer: 'Amazon', list_id: 'abc' }, 'v1', 1),
      event('purchase_self_reported', { retailer: 'Target', list_id: 'abc', items_count: 2 }, 'v1', 1),
      event('needs_list_created', { list_id: 'a', items_count: 3, time_to_complete_sec: 100 }, 'v4', 0),
      event('needs_list_created', { list_id: 'b', items_count: 1, time_to_complete_sec: 600 }, 'v5', 0),
      event('needs_list_created', { list_id: 'c', items_count: 2, time_to_complete_sec: 200 }, 'v6', 0),
    ]);
    // Written straight into the table (to place them on past days), so the daily counts are recounted.
    await rebuildAnalyticsDaily(ctx.database.db);
    const call = createCaller(ctx);
    const owner = await createVerifiedUser(ctx);
    const donor = await createVerifiedUser(ctx);
    const reporter = await createVerifiedUser(ctx);
    const { listId, itemIds } = await createPledgeableList(ctx, owner, [{ name: 'Kettle', quantity: 1 }], {
      story: 'A kitchen fire took our kettle and pans and we are cooking on a camping stove for now.',
    });
    const gift = await call('POST', `/api/lists/${listId}/items/${itemIds[0]}/pledges`, donor, {
      quantity: 1,
    });
    await call('POST', `/api/pledges/${gift.json().id}/receive`, owner);
    // An expired reservation (the expiry job's result, written directly).
    const other = await createPledgeableList(ctx, owner, [{ name: 'Blanket', quantity: 1 }], {
      title: 'Blankets for the shelter',
      story: 'We moved into a shelter after the flood and the nights are cold; blankets would help us most.',
    });
    const lapsed = await call('POST', `/api/lists/${other.listId}/items/${other.itemIds[0]}/pledges`, donor, {
      quantity: 1,
    });
    await ctx.database.db
      .update(pledges)
      .set({ status: 'expired', endedAt: new Date() })
      .where(eq(pledges.id, lapsed.json().id));
    await call('POST', `/api/lists/${other.listId}/reports`, reporter, {
      reason: 'other',
      details: 'Checking',
    });
    const queue = (await call('GET', '/api/admin/moderation', admin)).json() as {
      reported: Array<{ openReports: Array<{ id: string }> }>;
    };
    await call('POST', `/api/admin/reports/${queue.reported[0]?.openReports[0]?.id}/dismiss`, admin, {
      reason: 'Looked fine',
    });

    const response = await call('GET', '/api/admin/stats?days=7', admin);
    expect(response.statusCode).toBe(200);
    const stats = response.json();
    expect(stats.period).toEqual({ from: dayOf(6), to: dayOf(0), days: 7 });
    expect(stats.visits).toEqual({
      pageViews: 5,
      topPages: [
        { path: '/', views: 3 },
        { path: '/browse', views: 1 },
        { path: '/needslist/abc', views: 1 },
      ],
    });
    expect(stats.daily).toHaveLength(7);
    expect(stats.daily.slice(-3).map((day: { pageViews: number }) => day.pageViews)).toEqual([2, 1, 2]);
    expect(stats.daily.at(-1)).toMatchObject({ listsCreated: 2, listsPublished: 2, itemsReceived: 1 });
    expect(stats.ctaClicks).toEqual([
      { ctaId: 'landing_create_list', count: 2 },
      { ctaId: 'landing_find_family', count: 1 },
    ]);
    expect(stats.lists).toEqual({ created: 2, published: 2, medianSecondsToComplete: 200 });
    expect(stats.outboundClicks).toEqual([
      { retailer: 'Target', count: 2 },
      { retailer: 'Amazon', count: 1 },
    ]);
    expect(stats.purchasesReported).toEqual([{ retailer: 'Target', count: 1, items: 2 }]);
    expect(stats.giving).toMatchObject({ itemsReceived: 1, listsFulfilled: 1, expiredReservations: 1 });
    expect(stats.giving.medianDaysToFulfil).toBeGreaterThanOrEqual(0);
    expect(stats.giving.medianDaysToFulfil).toBeLessThan(0.1);
    expect(stats.reports).toMatchObject({ opened: 1, resolved: 1 });
    expect(stats.funnel).toEqual([
      { step: 'Page views', count: 5 },
      { step: 'List page views', count: 1 },
      { step: 'Clicks to a store', count: 3 },
      { step: 'Purchases reported', count: 1 },
      { step: 'Gifts received', count: 1 },
    ]);

    // A custom period that holds only the old visit.
    const old = (await call('GET', `/api/admin/stats?from=${dayOf(45)}&to=${dayOf(35)}`, admin)).json();
    expect(old.visits).toEqual({ pageViews: 1, topPages: [{ path: '/old', views: 1 }] });
    expect(old.lists.created).toBe(0);
  });

  it('counts events the browser sends at once, through the daily counts kept with them', async () => {
    const call = createCaller(ctx);
    const before = (await call('GET', '/api/admin/stats?days=7', admin)).json();
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      payload: {
        visitorId: 'visitor_stats_check',
        path: '/needslist/abc',
        events: [
          {
            name: 'page_view',
            params: { page_path: '/needslist/abc', page_location: 'https://kindlist.example/needslist/abc' },
          },
          { name: 'cta_click', params: { cta_id: 'landing_find_family' } },
          { name: 'outbound_purchase_click', params: { retailer: 'Walmart', list_id: 'abc' } },
          { name: 'purchase_self_reported', params: { retailer: 'Walmart', list_id: 'abc', items_count: 3 } },
        ],
      },
    });
    expect(sent.statusCode).toBeLessThan(300);
    const after = (await call('GET', '/api/admin/stats?days=7', admin)).json();
    expect(after.visits.pageViews).toBe(before.visits.pageViews + 1);
    expect(after.daily.at(-1).pageViews).toBe(before.daily.at(-1).pageViews + 1);
    expect(after.ctaClicks).toContainEqual({ ctaId: 'landing_find_family', count: 2 });
    expect(after.outboundClicks).toContainEqual({ retailer: 'Walmart', count: 1 });
    expect(after.purchasesReported).toContainEqual({ retailer: 'Walmart', count: 1, items: 3 });
  });

  it('keeps its answer small whatever keys clients send: the 20 most clicked per kind', async () => {
    await ctx.database.db
      .insert(analyticsEvents)
      .values(
        Array.from({ length: 25 }, (_, index) =>
          event('cta_click', { cta_id: `made_up_${String(index).padStart(2, '0')}` }, `vx${index}`, 0),
        ),
      );
    await rebuildAnalyticsDaily(ctx.database.db);
    const stats = (await createCaller(ctx)('GET', '/api/admin/stats?days=7', admin)).json();
    expect(stats.ctaClicks).toHaveLength(20);
  });

  it('refuses a period it cannot read, with a message', async () => {
    const call = createCaller(ctx);
    for (const query of [
      'days=8',
      'days=abc',
      `from=${dayOf(3)}`,
      `from=${dayOf(1)}&to=${dayOf(3)}`,
      `from=${dayOf(400)}&to=${dayOf(0)}`,
      `days=7&from=${dayOf(3)}&to=${dayOf(1)}`,
      'from=2026-13-01&to=2026-13-02',
      'period=week',
    ]) {
      const response = await call('GET', `/api/admin/stats?${query}`, admin);
      expect(response.statusCode, query).toBe(400);
      expect(typeof response.json().message, query).toBe('string');
    }
    const user = await createVerifiedUser(ctx);
    expect((await call('GET', '/api/admin/stats', user)).statusCode).toBe(403);
  });
});
