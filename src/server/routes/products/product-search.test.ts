import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalog, readCatalogFile } from '#server/catalog/load-catalog';
import { toRows } from '#server/db/client';
import { searchProducts } from '#server/domain/products/search-products';
import { createTestApp, type TTestContext } from '#server/test/test-app';
import type { TProductSearchResult } from '#shared/schemas/product';

let ctx: TTestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  await loadCatalog(ctx.database.db, await readCatalogFile(), new Date());
});
afterAll(async () => {
  await ctx.close();
});

async function search(query: string): Promise<TProductSearchResult> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/products?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const names = (result: TProductSearchResult) => result.products.map((product) => product.name);

describe('product search', () => {
  it('has pg_trgm on this database (PGlite loads it; PostgreSQL creates it at start)', async () => {
    const rows = toRows<{ similarity: number }>(
      await ctx.database.db.execute(sql`select similarity('diapers', 'diapres') as similarity`),
    );
    expect(rows[0]?.similarity).toBeGreaterThan(0.3);
  });

  it('finds diapers size 4 first, by whole words and by the start of a word', async () => {
    expect(names(await search('q=diapers+size+4'))[0]).toBe('Diapers, size 4');
    const prefix = await search('q=diap');
    expect(prefix.total).toBeGreaterThan(5);
    expect(names(prefix).every((name) => /diaper/i.test(name) || name.length > 0)).toBe(true);
    expect(names(prefix)).toContain('Diapers, size 4');
    // Names with the word first, in the catalog's order: a family sees the sizes from the smallest.
    expect(names(await search('q=diapers')).slice(0, 3)).toEqual([
      'Diapers, newborn',
      'Diapers, size 1',
      'Diapers, size 2',
    ]);
  });

  it('forgives a misspelling and says which word it searched instead', async () => {
    const result = await search('q=diapres');
    expect(names(result)).toContain('Diapers, size 4');
    expect(result.corrections).toEqual([{ word: 'diapres', insteadOf: expect.arrayContaining(['diapers']) }]);
    expect(names(await search('q=diapres+size+4'))[0]).toBe('Diapers, size 4');
  });

  it('finds a product by what else people call it', async () => {
    expect(names(await search('q=nappies'))).toContain('Diapers, size 4');
    expect(names(await search('q=pa%C3%B1ales'))).toContain('Diapers, size 4');
  });

  it('filters by category and price, and sorts by price', async () => {
    const baby = await search('category=baby-items&pageSize=48');
    expect(baby.total).toBe(89);
    expect(baby.products.every((product) => product.category === 'baby-items')).toBe(true);
    const cheap = await search('q=diapers&maxPrice=15&sort=price-low');
    expect(cheap.total).toBeGreaterThan(0);
    expect(cheap.products.every((product) => product.priceMinCents <= 1500)).toBe(true);
    const prices = cheap.products.map((product) => product.priceMinCents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const dear = await search('minPrice=100&sort=price-high');
    expect(dear.products.every((product) => product.priceMaxCents >= 10_000)).toBe(true);
    expect(dear.products[0]?.priceMaxCents).toBeGreaterThanOrEqual(dear.products[1]?.priceMaxCents ?? 0);
  });

  it('pages through the results without repeating a product', async () => {
    const first = await search('category=clothing&pageSize=24');
    const second = await search('category=clothing&pageSize=24&page=2');
    expect(first.pageCount).toBe(Math.ceil(87 / 24));
    const ids = new Set([...first.products, ...second.products].map((product) => product.id));
    expect(ids.size).toBe(48);
  });

  it('answers an empty result for empty, punctuation-only and SQL-looking searches, never an error', async () => {
    for (const q of ['', '   ', '!!!', "'; drop table products; --", "' or 1=1 --", '%_\\', '(a|b)&!c:*']) {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/products', query: { q } });
      expect(response.statusCode, q).toBe(200);
      expect(response.json().products.length, q).toBeLessThanOrEqual(24);
    }
    expect((await search('q=')).total).toBe(0);
    const [{ count } = { count: 0 }] = toRows<{ count: number }>(
      await ctx.database.db.execute(sql`select count(*)::int as count from products`),
    );
    expect(count).toBeGreaterThan(500);
  });

  it('refuses a 10,000-character search and bad filters with 400 and a message', async () => {
    const bad: Array<Record<string, string>> = [
      { q: 'a'.repeat(10_000) },
      { category: 'weapons' },
      { maxPrice: 'cheap' },
      { minPrice: '-5' },
      { minPrice: '50', maxPrice: '10' },
      { page: '0' },
      { page: '9999' },
      { sort: 'random' },
      { q: 'diapers\u0000' },
      { unknown: 'x' },
    ];
    for (const query of bad) {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/products', query });
      expect(response.statusCode, JSON.stringify(query).slice(0, 60)).toBe(400);
      expect(typeof response.json().message).toBe('string');
    }
  });

  it('still finds words and prefixes when the database has no pg_trgm', async () => {
    const db = ctx.database.db;
    const query = { q: 'diapers size 4', page: 1, pageSize: 24 };
    expect((await searchProducts(db, { hasTrigrams: false }, query, 'en')).products[0]?.name).toBe(
      'Diapers, size 4',
    );
    const typo = await searchProducts(db, { hasTrigrams: false }, { ...query, q: 'diapres' }, 'en');
    expect(typo).toMatchObject({ products: [], total: 0, corrections: [] });
  });

  it('reads one product, and 404 for an unknown one', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/products/diapers-size-4' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Diapers, size 4', category: 'baby-items' });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/products/no-such-thing' })).statusCode).toBe(
      404,
    );
    expect((await ctx.app.inject({ method: 'GET', url: '/api/products/..%2Fetc' })).statusCode).toBe(400);
  });
});
