import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalog, readCatalogFile } from '#server/catalog/load-catalog';
import { products } from '#server/db/schema/products';
import { createSignedInUser, createTestApp, createTestList, type TTestContext } from '#server/test/test-app';
import { LANGUAGE_COOKIE } from '#shared/i18n/locales';

let ctx: TTestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  await loadCatalog(ctx.database.db, await readCatalogFile(), new Date());
});
afterAll(async () => {
  await ctx.close();
});

/** `options.pageLanguage`: the language of the page the family adds from (its language cookie). */
function add(
  cookie: string | null,
  listId: string,
  payload: unknown,
  options: { pageLanguage?: 'en' | 'es'; key?: string } = {},
) {
  const { pageLanguage, key } = options;
  const cookies = [cookie, pageLanguage ? `${LANGUAGE_COOKIE}=${pageLanguage}` : null].filter(Boolean);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/lists/${listId}/products`,
    headers: {
      ...(cookies.length > 0 ? { cookie: cookies.join('; ') } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    payload: payload as Record<string, unknown>,
  });
}

async function readItems(listId: string, cookie: string) {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/lists/${listId}`, headers: { cookie } });
  return response.json().items as Array<Record<string, unknown>>;
}

describe('adding a catalog product to a needs list', () => {
  it("adds it with the product's name, category, description and a price estimate", async () => {
    const owner = await createSignedInUser(ctx.app);
    const listId = await createTestList(ctx, owner, {
      title: 'Help for our family',
      story: 'A first story about our family after the flood. We need everyday basics for the children now.',
    });
    const response = await add(owner.cookie, listId, { productId: 'diapers-size-4', quantity: 3 });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      listId,
      isNew: true,
      item: {
        name: 'Diapers, size 4',
        quantity: 3,
        category: 'baby-items',
        productId: 'diapers-size-4',
        currency: 'USD',
      },
    });
    const item = response.json().item;
    expect(item.priceCents).toBeGreaterThan(0);
    expect(item.priceCents % 100).toBe(0);
    // Anyone reading the list sees it like any other item.
    const publicView = await ctx.app.inject({ method: 'GET', url: `/api/lists/${listId}` });
    expect(publicView.json().items.map((each: { name: string }) => each.name)).toContain('Diapers, size 4');
  });

  it("writes the item in the list's language, whatever the page's language", async () => {
    const owner = await createSignedInUser(ctx.app);
    const spanishList = await createTestList(ctx, owner, {
      title: 'Ayuda para nuestra familia',
      story: 'Perdimos la casa en la inundación. Necesitamos cosas básicas para los niños ahora mismo.',
      language: 'es',
    });
    const englishList = await createTestList(ctx, owner, {
      title: 'Help for our family',
      story: 'A story in English about our family after the flood. We need basics for the children now.',
      language: 'en',
    });
    // Added from an English page to the Spanish list, and from a Spanish page to the English one.
    const toSpanish = await add(
      owner.cookie,
      spanishList,
      { productId: 'air-mattress-queen' },
      { pageLanguage: 'en' },
    );
    expect(toSpanish.statusCode, toSpanish.body).toBe(201);
    expect(toSpanish.json().item).toMatchObject({
      name: 'Colchón inflable, queen, con bomba',
      description: 'Una cama inflable queen con bomba integrada para una madre o un padre con su hijo.',
    });
    const toEnglish = await add(
      owner.cookie,
      englishList,
      { productId: 'air-mattress-queen' },
      { pageLanguage: 'es' },
    );
    expect(toEnglish.statusCode, toEnglish.body).toBe(201);
    expect(toEnglish.json().item).toMatchObject({
      name: 'Air mattress, queen, with pump',
      description: 'A queen air bed with a built-in pump for a parent and child.',
    });
    // What donors read on the list's page.
    const publicView = await ctx.app.inject({ method: 'GET', url: `/api/lists/${spanishList}` });
    expect(publicView.json().items.map((item: { name: string }) => item.name)).toContain(
      'Colchón inflable, queen, con bomba',
    );
  });

  it('leaves an item already on the list as it was written when the list changes language', async () => {
    const owner = await createSignedInUser(ctx.app);
    const listId = await createTestList(ctx, owner, {
      title: 'Help for our family',
      story: 'Our family lost the nursery in the storm. We need everyday basics for the children now.',
      language: 'en',
    });
    expect((await add(owner.cookie, listId, { productId: 'diapers-size-4' })).statusCode).toBe(201);
    const own = await ctx.app.inject({
      method: 'GET',
      url: `/api/lists/${listId}`,
      headers: { cookie: owner.cookie },
    });
    const changed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/lists/${listId}`,
      headers: { cookie: owner.cookie },
      payload: { language: 'es', version: own.json().version },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const again = await add(owner.cookie, listId, { productId: 'diapers-size-4', quantity: 2 });
    expect(again.json()).toMatchObject({ isNew: false, item: { name: 'Diapers, size 4', quantity: 3 } });
    const fresh = await add(owner.cookie, listId, { productId: 'baby-wipes-pack-of-3' });
    expect(fresh.json().item.name).toMatch(/^Toallitas/);
  });

  it('raises the quantity when the list has the product already, even when added twice at once', async () => {
    const owner = await createSignedInUser(ctx.app);
    const listId = await createTestList(ctx, owner, {
      title: 'Help for our family',
      story:
        'A second story: we lost the nursery in the storm. We need everyday basics for the children now.',
    });
    const first = await add(owner.cookie, listId, { productId: 'baby-wipes-pack-of-3' });
    expect(first.statusCode, first.body).toBe(201);
    const again = await add(owner.cookie, listId, { productId: 'baby-wipes-pack-of-3', quantity: 2 });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ isNew: false, item: { id: first.json().item.id, quantity: 3 } });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => add(owner.cookie, listId, { productId: 'swim-diapers', quantity: 1 })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 201,
    ]);
    const items = await readItems(listId, owner.cookie);
    expect(items.filter((item) => item.productId === 'swim-diapers')).toMatchObject([{ quantity: 8 }]);
    expect(items.filter((item) => item.productId === 'baby-wipes-pack-of-3')).toHaveLength(1);
  });

  it('refuses a quantity past 999 in all, an unknown or withdrawn product, and unknown fields', async () => {
    const owner = await createSignedInUser(ctx.app);
    const listId = await createTestList(ctx, owner, {
      title: 'Help for our family',
      story: 'A third story: a fire took the kitchen. We need everyday basics for the children now.',
    });
    expect(
      (await add(owner.cookie, listId, { productId: 'baby-wipes-pack-of-3', quantity: 990 })).statusCode,
    ).toBe(201);
    const tooMany = await add(owner.cookie, listId, { productId: 'baby-wipes-pack-of-3', quantity: 10 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch(/at most 999/);
    for (const payload of [
      { productId: 'no-such-product' },
      { productId: 'baby-wipes-pack-of-3', quantity: 0 },
      { productId: 'baby-wipes-pack-of-3', quantity: 1.5 },
      { productId: 'baby-wipes-pack-of-3', quantity: '2' },
      { productId: 'baby-wipes-pack-of-3', name: 'Something else' },
      {},
    ]) {
      const response = await add(owner.cookie, listId, payload);
      expect([400, 404], JSON.stringify(payload)).toContain(response.statusCode);
      expect(typeof response.json().message).toBe('string');
    }
    await ctx.database.db.update(products).set({ isActive: false }).where(eq(products.id, 'swim-diapers'));
    const withdrawn = await add(owner.cookie, listId, { productId: 'swim-diapers' });
    expect(withdrawn.statusCode).toBe(404);
    expect(withdrawn.json().message).toMatch(/no longer in the catalog/);
    await ctx.database.db.update(products).set({ isActive: true }).where(eq(products.id, 'swim-diapers'));
  });

  it("never adds to someone else's list, and asks a visitor to sign in", async () => {
    const owner = await createSignedInUser(ctx.app);
    const other = await createSignedInUser(ctx.app);
    const published = await createTestList(ctx, owner, {
      title: 'Help for our family',
      story: 'A fourth story: our apartment flooded. We need everyday basics for the children now.',
    });
    const draft = await createTestList(
      ctx,
      owner,
      {
        title: 'Help for our family',
        story: 'A fifth story, still a draft. We need everyday basics for the children now.',
      },
      { isPublished: false },
    );
    expect((await add(null, published, { productId: 'baby-wipes-pack-of-3' })).statusCode).toBe(401);
    expect((await add(other.cookie, published, { productId: 'baby-wipes-pack-of-3' })).statusCode).toBe(403);
    expect((await add(other.cookie, draft, { productId: 'baby-wipes-pack-of-3' })).statusCode).toBe(404);
    expect(
      (await readItems(published, owner.cookie)).some((item) => item.productId === 'baby-wipes-pack-of-3'),
    ).toBe(false);
  });

  it('adds once for one tap: the same key twice, even at once, adds one and answers both alike', async () => {
    const owner = await createSignedInUser(ctx.app);
    const listId = await createTestList(ctx, owner, {
      title: 'Help for our family',
      story: 'A sixth story: the roof gave way in the storm. We need everyday basics for the children.',
    });
    const tap = { productId: 'baby-wipes-pack-of-3', quantity: 1 };
    // A double tap whose two requests both left: the same key.
    const [first, second] = await Promise.all([
      add(owner.cookie, listId, tap, { key: 'tap-0001-aaaaaaaaaaaa' }),
      add(owner.cookie, listId, tap, { key: 'tap-0001-aaaaaaaaaaaa' }),
    ]);
    expect([first?.statusCode, second?.statusCode]).toEqual([201, 201]);
    expect(second?.json()).toEqual(first?.json());
    expect(
      [first, second].filter((answer) => answer?.headers['idempotent-replayed'] === 'true'),
    ).toHaveLength(1);
    // Asked again later (a retry after a lost answer): still the first answer, nothing more added.
    const retry = await add(owner.cookie, listId, tap, { key: 'tap-0001-aaaaaaaaaaaa' });
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toMatchObject({ isNew: true, item: { quantity: 1 } });
    expect(
      (await readItems(listId, owner.cookie)).filter((item) => item.productId === tap.productId),
    ).toMatchObject([{ quantity: 1 }]);
    // Another tap is another add; a key used for something else is refused.
    const next = await add(owner.cookie, listId, tap, { key: 'tap-0002-aaaaaaaaaaaa' });
    expect(next.statusCode).toBe(200);
    expect(next.json()).toMatchObject({ isNew: false, item: { quantity: 2 } });
    const reused = await add(owner.cookie, listId, { ...tap, quantity: 3 }, { key: 'tap-0002-aaaaaaaaaaaa' });
    expect(reused.statusCode).toBe(422);
    expect(
      (await readItems(listId, owner.cookie)).filter((item) => item.productId === tap.productId),
    ).toMatchObject([{ quantity: 2 }]);
  });
});
