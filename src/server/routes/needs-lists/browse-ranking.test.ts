import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RANKED_MATCHES } from '#server/domain/needs-lists/browse-lists';
import { createSignedInUser, createTestApp, type TTestContext } from '#server/test/test-app';
import { BROWSE_PAGE_SIZE } from '#shared/needs-list-limits';

let ctx: TTestContext;
const MATCHES = RANKED_MATCHES + 1;

beforeAll(async () => {
  ctx = await createTestApp();
  const owner = await createSignedInUser(ctx.app);
  // One more list than 'Best match' ranks, all with the word; list 1 is the oldest.
  await ctx.database.db.execute(sql`
    insert into needs_lists (id, owner_id, title, story, category, urgency, city, region, status, visibility,
      published_at, search_document)
    select 'rank' || lpad(n::text, 12, '0'), ${owner.id}, 'Quilts for family ' || n,
      'We need quilts after the storm. List ' || n || '.', 'clothing', 'medium', 'Dayton', 'OH', 'active',
      'public', now() - ((${MATCHES} - n) || ' minutes')::interval, 'Quilts quilts for family ' || n
    from generate_series(1, ${MATCHES}) as n`);
});
afterAll(async () => {
  await ctx.close();
});

async function browse(query: string) {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/lists?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { lists: Array<{ id: string }>; hasNextPage: boolean; isRankingCapped: boolean };
}

describe('best match at scale', () => {
  it('ranks the newest matches only, says so on its last page, and other sorts reach every match', async () => {
    const lastRankedPage = Math.ceil(RANKED_MATCHES / BROWSE_PAGE_SIZE);
    const first = await browse('q=quilts');
    expect(first).toMatchObject({ hasNextPage: true, isRankingCapped: false });
    const last = await browse(`q=quilts&page=${lastRankedPage}`);
    expect(last.lists).toHaveLength(RANKED_MATCHES - (lastRankedPage - 1) * BROWSE_PAGE_SIZE);
    expect(last).toMatchObject({ hasNextPage: false, isRankingCapped: true });

    const oldest = `rank${'1'.padStart(12, '0')}`;
    const ranked = [];
    for (let page = 1; page <= lastRankedPage; page += 1) {
      ranked.push(...(await browse(`q=quilts&page=${page}`)).lists.map((list) => list.id));
    }
    expect(new Set(ranked).size).toBe(RANKED_MATCHES);
    expect(ranked).not.toContain(oldest);

    const newestLast = await browse(`q=quilts&sort=newest&page=${Math.ceil(MATCHES / BROWSE_PAGE_SIZE)}`);
    expect(newestLast.lists.map((list) => list.id)).toContain(oldest);
    expect(newestLast.isRankingCapped).toBe(false);
  });
});
