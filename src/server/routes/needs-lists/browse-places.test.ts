import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_PLACES_JOB } from '#server/app-jobs';
import { needsLists } from '#server/db/schema/needs-lists';
import {
  createSignedInUser,
  createTestApp,
  createTestList,
  type TTestContext,
  type TTestUser,
} from '#server/test/test-app';
import { CONTROL_CHARACTERS_MESSAGE, DIRECTION_CONTROLS_MESSAGE } from '#shared/schemas/text';

let ctx: TTestContext;
let family: TTestUser;

const STORY =
  'A storm flooded our basement and ruined the furniture, the bedding and most of the kids’ clothes.';

// Published in this order, so newest first is the reverse of it.
const LISTS = [
  { title: 'In Denver itself', city: 'Denver', region: 'CO', postalCode: '80202' },
  { title: 'In Golden, 12.6 miles out', city: 'Golden', region: 'CO', postalCode: '80401' },
  { title: 'In Aurora, 8 miles out', city: 'Aurora', region: 'CO', postalCode: '80012-4411' },
  { title: 'In Lakewood, written out', city: 'Lakewood', region: 'Colorado', postalCode: '80226' },
  { title: 'In Boulder, 24 miles out', city: 'Boulder', region: 'Colorado', postalCode: '80302' },
  { title: 'In Colorado Springs, 63 miles', city: 'Colorado Springs', region: 'CO', postalCode: '80903' },
  { title: 'In Cheyenne, another state', city: 'Cheyenne', region: 'WY', postalCode: '82001' },
  { title: 'In a town we do not know', city: 'Smallville', region: 'Kansas', postalCode: '66002' },
];

async function publish(list: (typeof LISTS)[number]) {
  const id = await createTestList(
    ctx,
    family,
    { ...list, story: STORY, category: 'emergency-flood-relief' },
    { items: [{ name: 'Dehumidifier', quantity: 1 }] },
  );
  // One published second apart: "newest first" is certain.
  await ctx.database.db
    .update(needsLists)
    .set({ publishedAt: new Date(Date.UTC(2026, 10, 1, 12, 0, LISTS.indexOf(list))) })
    .where(eq(needsLists.id, id));
}

async function browse(query: string) {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/lists?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { lists: Array<{ title: string }>; place: unknown };
}

const titles = (result: { lists: Array<{ title: string }> }) => result.lists.map((list) => list.title);

beforeAll(async () => {
  ctx = await createTestApp();
  family = await createSignedInUser(ctx.app);
  for (const list of LISTS) await publish(list);
});
afterAll(async () => {
  await ctx.close();
});

describe('browse by place', () => {
  it('finds lists in nearby cities: "Denver" finds Aurora, Lakewood, Golden and Boulder, closest band first', async () => {
    const result = await browse('near=Denver');
    expect(result.place).toEqual({ kind: 'near', label: 'Denver, CO', radiusMiles: 50 });
    // Under 10 miles (newest first, not nearest first), then 10 to 25.
    expect(titles(result)).toEqual([
      'In Lakewood, written out',
      'In Aurora, 8 miles out',
      'In Denver itself',
      'In Boulder, 24 miles out',
      'In Golden, 12.6 miles out',
    ]);
    for (const spelled of ['Denver, CO', 'denver colorado', 'Denver,Colorado']) {
      expect(titles(await browse(`near=${encodeURIComponent(spelled)}`))).toEqual(titles(result));
    }
  });

  it('orders by band, never by the distance itself, and an explicit sort still applies', async () => {
    // Denver (0 miles) is older than Aurora (8 miles): the order does not tell which is closer.
    const near = titles(await browse('near=Denver'));
    expect(near.indexOf('In Aurora, 8 miles out')).toBeLessThan(near.indexOf('In Denver itself'));
    const newest = titles(await browse('near=Denver&sort=newest'));
    expect(newest[0]).toBe('In Boulder, 24 miles out');
  });

  it('matches state names and abbreviations to each other', async () => {
    const inColorado = [
      'In Colorado Springs, 63 miles',
      'In Boulder, 24 miles out',
      'In Lakewood, written out',
      'In Aurora, 8 miles out',
      'In Golden, 12.6 miles out',
      'In Denver itself',
    ];
    for (const query of [
      'near=Colorado',
      'near=CO',
      'near=co',
      'region=Colorado',
      'region=CO',
      'region=colorado',
    ]) {
      expect(titles(await browse(query)), query).toEqual(inColorado);
    }
    expect((await browse('near=Colorado')).place).toEqual({
      kind: 'state',
      label: 'Colorado',
      radiusMiles: null,
    });
    expect(titles(await browse('near=Kansas'))).toEqual(['In a town we do not know']);
  });

  it('takes a ZIP code or its first three digits as the place', async () => {
    expect(titles(await browse('near=80012'))).toContain('In Denver itself');
    expect(titles(await browse('near=80012'))).not.toContain('In Colorado Springs, 63 miles');
    expect((await browse('near=80012')).place).toMatchObject({ label: '80012 (Aurora, CO)' });
    expect(titles(await browse('near=820'))).toEqual(['In Cheyenne, another state']);
  });

  it('matches a place it does not know by the city or state as written, and says so', async () => {
    const result = await browse('near=smallville');
    expect(titles(result)).toEqual(['In a town we do not know']);
    expect(result.place).toEqual({ kind: 'unknown', label: 'smallville', radiusMiles: null });
    expect(titles(await browse('near=Atlantis'))).toEqual([]);
  });

  it('places lists written before place search existed, in the background', async () => {
    await ctx.database.db
      .update(needsLists)
      .set({ geoLat: null, geoLon: null, regionCode: '', placeVersion: 0 })
      .where(eq(needsLists.city, 'Aurora'));
    expect(titles(await browse('near=Denver'))).not.toContain('In Aurora, 8 miles out');
    await ctx.app.jobs.runNow(LIST_PLACES_JOB);
    expect(titles(await browse('near=Denver'))).toContain('In Aurora, 8 miles out');
  });

  it('refuses a place that is too long, or holds what no place name does', async () => {
    for (const [near, message] of [
      ['x'.repeat(101), 'near: Place must be at most 100 characters'],
      ['Denver%E2%80%AEOC', `near: Place ${DIRECTION_CONTROLS_MESSAGE}`],
      ['Denver%07', `near: Place ${CONTROL_CHARACTERS_MESSAGE}`],
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/lists?near=${near}` });
      expect(response.statusCode, near).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });
});
