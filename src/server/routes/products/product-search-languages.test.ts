import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalog, readCatalogFile } from '#server/catalog/load-catalog';
import { createTestApp, type TTestContext } from '#server/test/test-app';
import { LANGUAGE_COOKIE } from '#shared/i18n/locales';
import type { TProduct, TProductSearchResult } from '#shared/schemas/product';

// The catalog in English and Spanish: a search in either language finds the product, with or without
// its accents, and the answer is written in the reader's language. The public cache is on, as in
// production, so an answer kept for one language must not reach a reader of the other.

let ctx: TTestContext;

beforeAll(async () => {
  ctx = await createTestApp({ publicCacheTtlMs: 60_000 });
  await loadCatalog(ctx.database.db, await readCatalogFile(), new Date());
});
afterAll(async () => {
  await ctx.close();
});

const READERS = {
  'an English reader': {},
  'a Spanish reader (browser)': { 'accept-language': 'es-MX,es;q=0.9' },
  'a Spanish reader (language chosen)': { cookie: `${LANGUAGE_COOKIE}=es`, 'accept-language': 'en-US' },
} as const;

async function search(q: string, headers: Record<string, string> = {}): Promise<TProductSearchResult> {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/products', query: { q }, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const ids = (result: TProductSearchResult) => result.products.map((product) => product.id);

describe('product search in English and Spanish', () => {
  for (const [reader, headers] of Object.entries(READERS)) {
    it(`finds the air mattresses first in either language, accents or not, for ${reader}`, async () => {
      for (const q of ['colchón inflable', 'colchon inflable', 'COLCHÓN INFLABLE', 'air mattress']) {
        const result = await search(q, headers);
        expect(ids(result).slice(0, 2).sort(), q).toEqual(['air-mattress-queen', 'air-mattress-twin']);
        // Found as written, not as a misspelling of something else.
        expect(result.corrections, q).toEqual([]);
      }
    });

    it(`finds diapers by "pañales", "panales" and "diapers", smallest first, for ${reader}`, async () => {
      for (const q of ['pañales', 'panales', 'diapers']) {
        expect(ids(await search(q, headers)).slice(0, 3), q).toEqual([
          'diapers-newborn',
          'diapers-size-1',
          'diapers-size-2',
        ]);
      }
      for (const q of ['pañales talla 4', 'panales talla 4', 'diapers size 4']) {
        expect(ids(await search(q, headers))[0], q).toBe('diapers-size-4');
      }
    });
  }

  it("reads a Spanish search as Spanish: plurals, little words, and a word's beginning", async () => {
    expect(
      ids(await search('colchones inflables'))
        .slice(0, 2)
        .sort(),
    ).toEqual(['air-mattress-queen', 'air-mattress-twin']);
    // "de" is no word to find: the toothbrushes are found by the words that say what they are.
    expect(ids(await search('cepillo de dientes'))).toContain('toothbrushes-adult');
    expect(ids(await search('cepillo de dientes para niños'))[0]).toBe('toothbrushes-kids');
    expect(ids(await search('colch'))).toContain('air-mattress-queen');
    expect(ids(await search('colchó'))).toContain('air-mattress-queen');
  });

  it('forgives a Spanish misspelling too, and names the word it searched instead as the catalog writes it', async () => {
    const result = await search('colchin inflable');
    expect(ids(result)).toContain('air-mattress-queen');
    expect(result.corrections).toEqual([{ word: 'colchin', insteadOf: expect.arrayContaining(['colchón']) }]);
  });
});

describe("answers in the reader's language", () => {
  const airMattress = (result: TProductSearchResult) =>
    result.products.find((product) => product.id === 'air-mattress-queen');

  it('writes the products of a search in Spanish for a Spanish reader, in English otherwise', async () => {
    for (const headers of [
      READERS['a Spanish reader (browser)'],
      READERS['a Spanish reader (language chosen)'],
    ]) {
      expect(airMattress(await search('air mattress', headers))).toMatchObject({
        language: 'es',
        name: 'Colchón inflable, queen, con bomba',
        variant: 'Queen',
        description: expect.stringMatching(/cama inflable/),
        tags: expect.arrayContaining(['colchón inflable']),
        // The stores are American: their searches stay in English.
        searchWords: 'queen air mattress built in pump',
      });
    }
    expect(airMattress(await search('colchón inflable'))).toMatchObject({
      language: 'en',
      name: 'Air mattress, queen, with pump',
      description: expect.stringMatching(/air bed/i),
    });
  });

  it("reads one product in the reader's language", async () => {
    const read = async (headers: Record<string, string>) => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/products/diapers-size-4', headers });
      expect(response.statusCode).toBe(200);
      return response.json() as TProduct;
    };
    expect(await read(READERS['an English reader'])).toMatchObject({
      language: 'en',
      name: 'Diapers, size 4',
    });
    expect(await read(READERS['a Spanish reader (language chosen)'])).toMatchObject({
      language: 'es',
      name: 'Pañales, talla 4',
      variant: expect.stringMatching(/^Talla 4/),
    });
  });

  it('says the answers depend on the language, and never gives one kept for a language to the other', async () => {
    // The same address, asked in turn by each reader, twice: the second of each is a kept answer.
    for (const url of ['/api/products?q=air%20mattress', '/api/products/air-mattress-queen']) {
      for (let round = 0; round < 2; round += 1) {
        for (const [reader, headers] of Object.entries(READERS)) {
          const response = await ctx.app.inject({ method: 'GET', url, headers });
          expect(response.statusCode).toBe(200);
          const vary = String(response.headers.vary).toLowerCase();
          expect(vary, `${url} ${reader}`).toMatch(/cookie/);
          expect(vary, `${url} ${reader}`).toMatch(/accept-language/);
          expect(response.body, `${url} ${reader} (${round})`).toContain(
            reader === 'an English reader'
              ? 'Air mattress, queen, with pump'
              : 'Colchón inflable, queen, con bomba',
          );
        }
      }
    }
  });

  it('names both the language and the encoding in Vary when the answer is compressed', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/products?q=winter',
      headers: { 'accept-encoding': 'gzip', 'accept-language': 'es' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(
      String(response.headers.vary)
        .split(',')
        .map((field) => field.trim().toLowerCase())
        .sort(),
    ).toEqual(['accept-encoding', 'accept-language', 'cookie']);
  });
});
