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
  es: {
    name: 'Pañales, talla 4',
    description: 'Pañales desechables para bebés de unos 10 a 17 kg (22 a 37 lb).',
    variant: 'Talla 4',
    tags: ['pañales', 'bebé'],
  },
};

const catalogOf = (count: number): TCatalogProduct[] =>
  Array.from({ length: count }, (_, index) => ({
    ...PRODUCT,
    id: `test-product-${index}`,
    name: `Test product ${index}`,
    es: { ...PRODUCT.es, name: `Producto de prueba ${index}` },
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

  it('keeps each product in Spanish, and updates a changed translation and what search finds by it', async () => {
    const catalog = catalogOf(3).map((product) => ({ ...product, id: `${product.id}-es` }));
    expect(await loadCatalog(ctx.database.db, catalog, new Date())).toMatchObject({ added: 3, updated: 0 });
    const readSpanish = async (id: string) => {
      const [row] = await ctx.database.db
        .select({
          nameEs: products.nameEs,
          descriptionEs: products.descriptionEs,
          variantEs: products.variantEs,
          tagsEs: products.tagsEs,
        })
        .from(products)
        .where(eq(products.id, id));
      return row;
    };
    expect(await readSpanish('test-product-1-es')).toEqual({
      nameEs: 'Producto de prueba 1',
      descriptionEs: 'Pañales desechables para bebés de unos 10 a 17 kg (22 a 37 lb).',
      variantEs: 'Talla 4',
      tagsEs: ['pañales', 'bebé'],
    });
    const findByWord = async (word: string) => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/products', query: { q: word } });
      return (response.json() as { products: Array<{ id: string }> }).products.map((product) => product.id);
    };
    expect(await findByWord('almohadilla')).not.toContain('test-product-1-es');
    // Only the Spanish changed: that product is updated, the others left alone, and search reads the new words.
    const retranslated = catalog.map((product, index) =>
      index === 1
        ? { ...product, es: { ...product.es, name: 'Pañales con almohadilla, talla 4', tags: ['pañales'] } }
        : product,
    );
    expect(await loadCatalog(ctx.database.db, retranslated, new Date())).toMatchObject({
      added: 0,
      updated: 1,
    });
    expect(await readSpanish('test-product-1-es')).toMatchObject({
      nameEs: 'Pañales con almohadilla, talla 4',
      tagsEs: ['pañales'],
    });
    expect(await findByWord('almohadilla')).toContain('test-product-1-es');
    expect(await loadCatalog(ctx.database.db, retranslated, new Date())).toMatchObject({
      added: 0,
      updated: 0,
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
