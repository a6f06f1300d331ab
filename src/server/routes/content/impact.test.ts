import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needsLists } from '#server/db/schema/needs-lists';
import { listRecentMonths } from '#server/domain/content/impact';
import { createCaller, createPledgeableList, createVerifiedUser } from '#server/test/pledge-test-helpers';
import { createTestApp, createTestList, type TTestContext } from '#server/test/test-app';

let ctx: TTestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

type TImpactAnswer = {
  totals: { listsPublished: number; itemsReceived: number; listsFulfilled: number };
  months: Array<{ month: string; listsPublished: number; itemsReceived: number }>;
  categories: Array<{ category: string; listsPublished: number; itemsReceived: number }>;
};
type TLandingAnswer = {
  totals: TImpactAnswer['totals'];
  urgentLists: Array<{ id: string; urgency: string }>;
  recentLists: Array<{ id: string }>;
};

const readImpact = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/api/impact' })).json() as TImpactAnswer;
const readLanding = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/api/landing' })).json() as TLandingAnswer;

// Stories far enough apart that the copycat check does not hold the lists for review.
const STORIES: Record<string, string> = {
  draft: 'A kitchen fire left our apartment without pots, plates or a working stove for the winter.',
  demo: 'This is an example list showing how a family can ask for school supplies in the autumn.',
  first: 'The storm took the roof of our home and we need everyday things for the children while we rebuild.',
  urgent: 'Our baby arrived early and we need formula, diapers in newborn size and a safe crib this week.',
  calm: 'My father is recovering from surgery at home and could use a shower chair and a reading lamp.',
  unlisted: 'Flood water ruined the ground floor; we are asking close friends for towels and bedding.',
};
const story = (key: string) => STORIES[key] ?? key;

describe('live figures', () => {
  it('are zero on an empty site, with every month and category present', async () => {
    const impact = await readImpact();
    expect(impact.totals).toEqual({ listsPublished: 0, itemsReceived: 0, listsFulfilled: 0 });
    expect(impact.months.map((entry) => entry.month)).toEqual(listRecentMonths(new Date()));
    expect(impact.categories).toHaveLength(11);
    expect(impact.categories.every((entry) => entry.listsPublished === 0)).toBe(true);
    expect(await readLanding()).toEqual({ totals: impact.totals, urgentLists: [], recentLists: [] });
  });

  it('count a published list, each piece its family confirmed, and a list that received everything', async () => {
    const call = createCaller(ctx);
    const owner = await createVerifiedUser(ctx);
    const donor = await createVerifiedUser(ctx);
    // A draft and a demo list are never counted.
    await createTestList(ctx, owner, { title: 'Draft list', story: story('draft') }, { isPublished: false });
    const demo = await createTestList(ctx, owner, { title: 'Demo list', story: story('demo') });
    await ctx.database.db.update(needsLists).set({ isDemo: true }).where(eq(needsLists.id, demo));
    expect((await readImpact()).totals.listsPublished).toBe(0);

    const { listId, itemIds } = await createPledgeableList(
      ctx,
      owner,
      [
        { name: 'Winter coat', quantity: 2 },
        { name: 'Boots', quantity: 1 },
      ],
      { category: 'fire-disaster-relief', story: story('first') },
    );
    expect((await readImpact()).totals).toEqual({ listsPublished: 1, itemsReceived: 0, listsFulfilled: 0 });

    const coat = await call('POST', `/api/lists/${listId}/items/${itemIds[0]}/pledges`, donor, {
      quantity: 2,
    });
    await call('POST', `/api/pledges/${coat.json().id}/purchase`, donor, { retailer: 'Target' });
    // Bought is not received: only what the family confirmed counts.
    expect((await readImpact()).totals.itemsReceived).toBe(0);
    await call('POST', `/api/pledges/${coat.json().id}/receive`, owner);
    expect((await readImpact()).totals).toEqual({ listsPublished: 1, itemsReceived: 2, listsFulfilled: 0 });

    const boots = await call('POST', `/api/lists/${listId}/items/${itemIds[1]}/pledges`, donor, {
      quantity: 1,
    });
    await call('POST', `/api/pledges/${boots.json().id}/receive`, owner);
    const impact = await readImpact();
    expect(impact.totals).toEqual({ listsPublished: 1, itemsReceived: 3, listsFulfilled: 1 });
    const thisMonth = impact.months.at(-1);
    expect(thisMonth).toEqual({
      month: listRecentMonths(new Date()).at(-1),
      listsPublished: 1,
      itemsReceived: 3,
    });
    expect(impact.categories.find((entry) => entry.category === 'fire-disaster-relief')).toEqual({
      category: 'fire-disaster-relief',
      listsPublished: 1,
      itemsReceived: 3,
    });
    expect((await readLanding()).totals).toEqual(impact.totals);

    // A list a moderator hid stops counting, and so do its gifts.
    await ctx.database.db
      .update(needsLists)
      .set({ moderationState: 'hidden' })
      .where(eq(needsLists.id, listId));
    expect((await readImpact()).totals).toEqual({ listsPublished: 0, itemsReceived: 0, listsFulfilled: 0 });
    await ctx.database.db
      .update(needsLists)
      .set({ moderationState: 'ok', isFlagged: true })
      .where(eq(needsLists.id, listId));
    // Nor does a list held for review.
    expect((await readImpact()).totals.listsPublished).toBe(0);
    await ctx.database.db.update(needsLists).set({ isFlagged: false }).where(eq(needsLists.id, listId));
  });

  it('shows urgent lists apart from the newest, public lists only', async () => {
    const owner = await createVerifiedUser(ctx);
    const urgent = await createTestList(ctx, owner, {
      title: 'Urgent list',
      story: story('urgent'),
      urgency: 'urgent',
    });
    const calm = await createTestList(ctx, owner, {
      title: 'Calm list',
      story: story('calm'),
      urgency: 'low',
    });
    const unlisted = await createTestList(ctx, owner, {
      title: 'Unlisted list',
      story: story('unlisted'),
      visibility: 'unlisted',
    });
    const landing = await readLanding();
    expect(landing.urgentLists.map((list) => list.id)).toEqual([urgent]);
    expect(landing.recentLists.map((list) => list.id)).toContain(calm);
    expect(landing.recentLists.map((list) => list.id)).not.toContain(urgent);
    expect([...landing.urgentLists, ...landing.recentLists].map((list) => list.id)).not.toContain(unlisted);
    expect(landing.recentLists.length).toBeLessThanOrEqual(3);
  });

  it('refuse query parameters they do not take', async () => {
    for (const url of ['/api/impact?months=24', '/api/landing?x=1']) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode, url).toBe(400);
    }
  });

  it('name twelve calendar months, oldest first, across a new year', () => {
    expect(listRecentMonths(new Date('2026-02-15T12:00:00Z'))).toEqual([
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
  });
});
