import { describe, expect, it } from 'vitest';
import { buildRetailerSearchLinks } from '#shared/retailer-searches';
import { TOPIC_SLUGS } from '#shared/routes';
import { createTestApp } from '../test/test-app';
import { loadCatalog, readCatalogFile } from './load-catalog';

// A few brand names people reach for: the catalog names what a thing is, not who makes it.
const BRANDS =
  /\b(pampers|huggies|luvs|similac|enfamil|gerber|tylenol|advil|motrin|crayola|clorox|lysol|band-aid|kleenex|tide|dove|colgate|crest|lego|nike)\b/i;

describe('the shipped product catalog', async () => {
  const catalog = await readCatalogFile();

  it('holds at least 500 products, at least 30 in each of the 11 categories', () => {
    expect(catalog.length).toBeGreaterThanOrEqual(500);
    for (const category of TOPIC_SLUGS) {
      expect(
        catalog.filter((product) => product.category === category).length,
        category,
      ).toBeGreaterThanOrEqual(30);
    }
  });

  it('names every product once, without brands, with a sensible price range', () => {
    const names = catalog.map((product) => product.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    for (const product of catalog) {
      expect(`${product.name} ${product.description} ${product.searchWords ?? ''}`, product.id).not.toMatch(
        BRANDS,
      );
      expect(product.priceMinCents, product.id).toBeLessThanOrEqual(product.priceMaxCents);
    }
  });

  it("links each product to the three stores' public searches only", () => {
    for (const product of catalog) {
      const links = buildRetailerSearchLinks(product.searchWords ?? product.name);
      expect(links.map((link) => new URL(link.href).hostname)).toEqual([
        'www.amazon.com',
        'www.walmart.com',
        'www.target.com',
      ]);
      for (const link of links) expect([...new URL(link.href).searchParams.keys()]).toHaveLength(1);
    }
  });

  it('loads into the database whole, and a second load changes nothing', async () => {
    const ctx = await createTestApp();
    try {
      expect(await loadCatalog(ctx.database.db, catalog, new Date())).toEqual({
        added: catalog.length,
        updated: 0,
        withdrawn: 0,
      });
      expect(await loadCatalog(ctx.database.db, catalog, new Date())).toEqual({
        added: 0,
        updated: 0,
        withdrawn: 0,
      });
    } finally {
      await ctx.close();
    }
  });
});
