import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/auth';
import { needsLists } from '#server/db/schema/needs-lists';
import { createSignedInUser, createTestApp, type TTestContext, type TTestUser } from '#server/test/test-app';

let ctx: TTestContext;
let owner: TTestUser;
const ids: Record<string, string> = {};

const STORY = 'We lost our home in the flood and we are staying with relatives for now, starting again.';

async function publish(
  key: string,
  fields: Record<string, unknown>,
  items: Array<{ name: string; quantity: number }>,
) {
  const draft = (
    await ctx.app.inject({
      method: 'POST',
      url: '/api/lists',
      headers: { cookie: owner.cookie },
      payload: { story: STORY, city: 'Dayton', region: 'OH', category: 'clothing', ...fields },
    })
  ).json();
  for (const item of items) {
    await ctx.app.inject({
      method: 'POST',
      url: `/api/lists/${draft.id}/items`,
      headers: { cookie: owner.cookie },
      payload: item,
    });
  }
  const published = await ctx.app.inject({
    method: 'POST',
    url: `/api/lists/${draft.id}/publish`,
    headers: { cookie: owner.cookie },
  });
  expect(published.statusCode, published.body).toBe(200);
  ids[key] = draft.id;
}

/** A calendar day `days` from today (YYYY-MM-DD): needed-by dates stay in the future on any date. */
function toDayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

function browse(query = '') {
  return ctx.app.inject({ method: 'GET', url: `/api/lists${query}` });
}

function titles(body: { lists: Array<{ title: string }> }): string[] {
  return body.lists.map((list) => list.title);
}

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createSignedInUser(ctx.app);
  await ctx.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, owner.id));
  await publish(
    'coats',
    { title: 'Winter coats for the twins', urgency: 'high', neededBy: toDayFromNow(400) },
    [{ name: 'Puffer jacket', quantity: 2 }],
  );
  await publish(
    'crib',
    {
      title: 'A crib for our newborn',
      category: 'baby-items',
      urgency: 'urgent',
      region: 'KY',
      city: 'Louisville',
      postalCode: '40202',
    },
    [{ name: 'Crib mattress', quantity: 1 }],
  );
  await publish(
    'school',
    {
      title: 'School supplies after the fire',
      category: 'school-supplies',
      urgency: 'low',
      neededBy: toDayFromNow(200),
    },
    [{ name: 'Backpack', quantity: 3 }],
  );
  await publish('hidden', { title: 'Hidden by a moderator' }, [{ name: 'Socks', quantity: 1 }]);
  await publish('unlisted', { title: 'Shared by link only', visibility: 'unlisted' }, [
    { name: 'Socks', quantity: 1 },
  ]);
  await ctx.database.db
    .update(needsLists)
    .set({ moderationState: 'hidden', moderationReason: 'test' })
    .where(eq(needsLists.id, ids.hidden ?? ''));
  // Someone gave most of the backpacks already.
  await ctx.database.db.execute(
    `update list_items set quantity_purchased = 2, quantity_received = 2 where list_id = '${ids.school}'`,
  );
  await ctx.database.db.execute(`update needs_lists set quantity_received = 2 where id = '${ids.school}'`);
  await ctx.app.inject({
    method: 'POST',
    url: '/api/lists',
    headers: { cookie: owner.cookie },
    payload: { title: 'A draft coat list', story: STORY },
  });
});
afterAll(async () => {
  await ctx.close();
});

describe('browse', () => {
  it('shows only public, published, visible lists, newest first, to anyone', async () => {
    const response = await browse();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(titles(body)).toEqual([
      'School supplies after the fire',
      'A crib for our newborn',
      'Winter coats for the twins',
    ]);
    expect(body).toMatchObject({ page: 1, pageSize: 12, hasNextPage: false });
    expect(body.lists[0]).toMatchObject({
      city: 'Dayton',
      region: 'OH',
      progress: { wanted: 3, received: 2 },
    });
    expect(body.lists[0].excerpt.length).toBeLessThanOrEqual(161);
    expect(response.body).not.toContain('40202');
    expect(response.body).not.toContain('shippingAddress');
  });

  it('finds lists by words of the title, the story and the item names', async () => {
    expect(titles((await browse('?q=crib')).json())).toEqual(['A crib for our newborn']);
    expect(titles((await browse('?q=puffer')).json())).toEqual(['Winter coats for the twins']);
    expect(titles((await browse('?q=relatives')).json())).toHaveLength(3);
    expect(titles((await browse('?q=Louisville')).json())).toEqual(['A crib for our newborn']);
    expect(titles((await browse('?q=bicycle')).json())).toEqual([]);
    expect((await browse(`?q=${encodeURIComponent('"coat" OR -( & |')}`)).statusCode).toBe(200);
  });

  it('puts the best matches first for words, unless another sort is chosen', async () => {
    const words = `?q=${encodeURIComponent('crib OR backpack OR relatives')}`;
    expect(titles((await browse(words)).json())).toEqual([
      'A crib for our newborn',
      'School supplies after the fire',
      'Winter coats for the twins',
    ]);
    expect(titles((await browse(`${words}&sort=newest`)).json())).toEqual([
      'School supplies after the fire',
      'A crib for our newborn',
      'Winter coats for the twins',
    ]);
    expect(titles((await browse(`${words}&category=clothing`)).json())).toEqual([
      'Winter coats for the twins',
    ]);
  });

  it('filters by category, urgency, region and postal prefix', async () => {
    expect(titles((await browse('?category=baby-items')).json())).toEqual(['A crib for our newborn']);
    expect(titles((await browse('?urgency=low')).json())).toEqual(['School supplies after the fire']);
    expect(titles((await browse('?region=ky')).json())).toEqual(['A crib for our newborn']);
    expect(titles((await browse('?postal=402')).json())).toEqual(['A crib for our newborn']);
    expect(titles((await browse('?postal=4')).json())).toContain('A crib for our newborn');
    expect(titles((await browse('?category=clothing&q=crib')).json())).toEqual([]);
  });

  it('never matches more than a ZIP3 area, so a postal code cannot be walked out character by character', async () => {
    for (const postal of ['4020', '40202', '40202-1234', '40%202', '402-']) {
      const response = await browse(`?postal=${postal}`);
      expect(response.statusCode, postal).toBe(400);
      expect(response.json().message).toBe(
        'postal: Postal code: give at most its first 3 characters (an area such as 452); a full postal code is never searched',
      );
    }
    const spec = ctx.app.swagger() as {
      paths: Record<string, { get?: { parameters?: Array<{ name: string; description?: string }> } }>;
    };
    const postal = spec.paths['/api/lists']?.get?.parameters?.find(
      (parameter) => parameter.name === 'postal',
    );
    expect(postal?.description).toMatch(/first 1 to 3 characters.*Longer values are refused with 400/);
  });

  it('sorts by urgency, closeness to complete and the needed-by date', async () => {
    expect(titles((await browse('?sort=urgent')).json())).toEqual([
      'A crib for our newborn',
      'Winter coats for the twins',
      'School supplies after the fire',
    ]);
    expect(titles((await browse('?sort=closest')).json())[0]).toBe('School supplies after the fire');
    expect(titles((await browse('?sort=soonest')).json())).toEqual([
      'School supplies after the fire',
      'Winter coats for the twins',
    ]);
  });

  it.each([
    ['?category=weapons', 'category: Choose one of the categories'],
    ['?sort=random', 'sort: Sort by newest, urgent, closest or soonest'],
    ['?page=0', 'page: Page must be at least 1'],
    ['?page=abc', 'page: Page must be a whole number'],
    ['?postal=%3Cb%3E', 'postal: Postal code: letters and digits only'],
    [`?q=${'x'.repeat(201)}`, 'q: Search at most 200 characters'],
    ['?owner=me', 'querystring: Unrecognized key: "owner"'],
  ])('refuses %s', async (query, message) => {
    const response = await browse(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('reads a search made of operators without failing (runs of "-" are one NOT)', async () => {
    for (const q of [
      '-'.repeat(200),
      `a ${'- '.repeat(40)}b`,
      '--crib',
      '"'.repeat(9),
      'or or or or or or',
    ]) {
      const response = await browse(`?q=${encodeURIComponent(q)}`);
      expect(response.statusCode, q).toBe(200);
    }
    expect(titles((await browse(`?q=${encodeURIComponent('twins ---crib')}`)).json())).toEqual([
      'Winter coats for the twins',
    ]);
  });

  it('treats blank filters as none, and pages', async () => {
    expect(titles((await browse('?q=&category=&urgency=&sort=')).json())).toHaveLength(3);
    const second = (await browse('?page=2')).json();
    expect(second).toMatchObject({ lists: [], page: 2, hasNextPage: false });
  });
});
