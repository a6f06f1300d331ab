import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCatalogProduct } from '#shared/schemas/catalog';
import { products } from '../db/schema/products';
import { createTestApp, type TTestContext } from '../test/test-app';
import { loadCatalog } from './load-catalog';

let ctx: TTestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const PRODUCT: TCatalogProduct = {
  id: 'diapers-size-4',
  name: 'Diapers, size 4',
  description: 'Disposable diapers for babies of about 22 to 37 pounds.',
  category: 'baby-items',
  variant: 'Size 4',
  priceMinCents: 1999,
  priceMaxCents: 3999,
  tags: ['diapers', 'baby'],
  synonyms: ['nappies'],
  searchWords: 'diapers size 4',
};

const catalogOf = (count: number): TCatalogProduct[] =>
  Array.from({ length: count }, (_, index) => ({
    ...PRODUCT,
    id: `test-product-${index}`,
    name: `Test product ${index}`,
  }));

describe('loading the catalog', () => {
  it('adds, then changes nothing when run again, updates a changed product in place and withdraws a removed one', async () => {
    const catalog = catalogOf(450);
    expect(await loadCatalog(ctx.database.db, catalog, new Date())).toEqual({
      added: 450,
      updated: 0,
      withdrawn: 0,
    });
    expect(await loadCatalog(ctx.database.db, catalog, new Date())).toEqual({
      added: 0,
      updated: 0,
      withdrawn: 0,
    });
    const changed = catalog.map((product, index) =>
      index === 7 ? { ...product, priceMaxCents: 4599, synonyms: ['nappies', 'pañales'] } : product,
    );
    expect(await loadCatalog(ctx.database.db, changed, new Date())).toEqual({
      added: 0,
      updated: 1,
      withdrawn: 0,
    });
    const [row] = await ctx.database.db.select().from(products).where(eq(products.id, 'test-product-7'));
    expect(row).toMatchObject({ priceMaxCents: 4599, synonyms: ['nappies', 'pañales'], isActive: true });
    expect(await loadCatalog(ctx.database.db, changed.slice(0, -1), new Date())).toEqual({
      added: 0,
      updated: 0,
      withdrawn: 1,
    });
    const all = await ctx.database.db.select({ id: products.id, isActive: products.isActive }).from(products);
    expect(all).toHaveLength(450);
    expect(all.filter((product) => !product.isActive).map((product) => product.id)).toEqual([
      'test-product-449',
    ]);
    // Back in the file: offered again.
    expect(await loadCatalog(ctx.database.db, changed, new Date())).toEqual({
      added: 0,
      updated: 1,
      withdrawn: 0,
    });
    // A product moved up the file moves up its category's curated order, and so do the ones it passed.
    const reordered = [changed[2], changed[0], changed[1], ...changed.slice(3)].filter(
      (product) => !!product,
    );
    expect(await loadCatalog(ctx.database.db, reordered, new Date())).toEqual({
      added: 0,
      updated: 3,
      withdrawn: 0,
    });
  });

  it('gives the same table when two instances load it at the same moment', async () => {
    const catalog = catalogOf(60).map((product) => ({ ...product, id: `${product.id}-twice` }));
    await Promise.all([
      loadCatalog(ctx.database.db, catalog, new Date()),
      loadCatalog(ctx.database.db, catalog, new Date()),
    ]);
    const rows = await ctx.database.db.select({ id: products.id }).from(products);
    expect(rows.filter((row) => row.id.endsWith('-twice'))).toHaveLength(60);
  });
});
