import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRetailerSearchLinks } from '#shared/retailer-searches';
import { TOPIC_SLUGS } from '#shared/routes';
import { products } from '../db/schema/products';
import { createTestApp, type TTestContext } from '../test/test-app';
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

  it('names every product once in each language, without brands, with a sensible price range', () => {
    for (const names of [
      catalog.map((product) => product.name.toLowerCase()),
      catalog.map((product) => product.es.name.toLowerCase()),
    ]) {
      expect(new Set(names).size).toBe(names.length);
    }
    for (const product of catalog) {
      const text = [product.name, product.description, product.searchWords ?? '', product.es.name];
      expect([...text, product.es.description].join(' '), product.id).not.toMatch(BRANDS);
      expect(product.priceMinCents, product.id).toBeLessThanOrEqual(product.priceMaxCents);
    }
  });

  it('has every product in Spanish, with a variant exactly where the English has one', () => {
    for (const product of catalog) {
      // A name may be the same word in both ("Pretzels"); a description never is.
      expect(product.es.description, product.id).not.toBe(product.description);
      expect(product.es.variant === '', product.id).toBe(product.variant === '');
      // Written in Spanish: the words a Spanish search reads are not the English ones.
      expect(product.es.tags, product.id).not.toEqual(product.tags);
    }
  });

  it('refuses a catalog file with a product missing its Spanish, naming the product and the field', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'kindlist-catalog-'));
    try {
      const file = path.join(folder, 'products.json');
      const [first, second, ...rest] = catalog;
      if (!first || !second) throw new Error('the catalog is empty');
      const { es, ...withoutSpanish } = second;
      await writeFile(file, JSON.stringify([first, withoutSpanish, ...rest]));
      await expect(readCatalogFile(file)).rejects.toThrow(/is not valid: 1\.es: /);
      const blankName = { ...second, es: { ...es, name: '' } };
      await writeFile(file, JSON.stringify([first, blankName, ...rest]));
      await expect(readCatalogFile(file)).rejects.toThrow(/is not valid: 1\.es\.name: /);
    } finally {
      await rm(folder, { recursive: true, force: true });
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

  describe('in the database', () => {
    // The app (a migrated database) is made before the test: the test times the loads alone.
    let ctx: TTestContext;
    beforeAll(async () => {
      ctx = await createTestApp();
    });
    afterAll(async () => {
      await ctx?.close();
    });

    it('loads whole, in both languages, and a second load changes nothing', async () => {
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
      const rows = await ctx.database.db
        .select({ id: products.id, nameEs: products.nameEs, descriptionEs: products.descriptionEs })
        .from(products);
      expect(rows).toHaveLength(catalog.length);
      expect(rows.filter((row) => row.nameEs === '' || row.descriptionEs === '')).toEqual([]);
    });
  });
});
