// The product-search part of `npm run bench`: 100,000 products generated from the shipped catalog
// (never shipped themselves), searches of every kind through the real route, and their latency.
import { sql } from 'drizzle-orm';
import type { TKindlistApp } from '#server/app';
import type { TDatabaseHandle } from '#server/db/client';
import { toRows } from '#server/db/client';
import { collectProductWords, replaceProductWords } from '#server/domain/products/product-words';

// What tells one generated product from another of the same catalog product, like a store's range.
const DESCRIPTORS = [
  'value pack',
  'family size',
  'travel size',
  'twin pack',
  'bulk box',
  'single',
  'blue',
  'green',
  'gray',
  'white',
  'black',
  'red',
  'unscented',
  'lightly scented',
  'sensitive',
  'extra soft',
  'heavy duty',
  'compact',
  'large',
  'small',
  'medium',
  'extra large',
  'organic',
  'recycled',
  'plain',
  'striped',
];

// Searches as people type them: whole words, starts of words, typos, synonyms, filters, sorts, pages.
export const PRODUCT_SEARCHES = [
  '/api/products?q=diapers%20size%204',
  '/api/products?q=diap',
  '/api/products?q=diapres',
  '/api/products?q=nappies',
  '/api/products?q=winter%20coat',
  '/api/products?q=toothbrush',
  '/api/products?q=tothpaste',
  '/api/products?q=formula&sort=price-low',
  '/api/products?q=blanket&category=essential-items',
  '/api/products?q=shoes&maxPrice=30',
  '/api/products?q=school&category=school-supplies&page=3',
  '/api/products?q=first%20aid',
  '/api/products?q=charger',
  '/api/products?q=pack',
  '/api/products?category=baby-items',
  '/api/products?category=clothing&sort=price-high&page=2',
];

/**
 * Copies each catalog product into variants (source 'bench', so the catalog load leaves them alone)
 * until the table holds `products` products (BENCH_PRODUCTS), refreshes the typo-correction words and
 * the planner's statistics.
 */
export async function loadBenchProducts(database: TDatabaseHandle, products: number): Promise<void> {
  const started = performance.now();
  const db = database.db;
  const [{ count } = { count: 0 }] = toRows<{ count: number }>(
    await db.execute(sql`select count(*)::int as count from products`),
  );
  const copies = Math.max(0, Math.ceil((products - count) / Math.max(1, count)));
  const descriptors = sql.raw(`array[${DESCRIPTORS.map((word) => `'${word}'`).join(',')}]`);
  await db.execute(sql`
    insert into products (id, source, name, description, category, variant, name_es, description_es,
      variant_es, tags_es, price_min_cents, price_max_cents, tags, synonyms, search_words, search_document,
      search_document_es, search_vector, catalog_position)
    select p.id || '-bench-' || k, 'bench', p.name || ', ' || d.word, p.description, p.category,
      p.variant, p.name_es || ', ' || d.word, p.description_es, p.variant_es, p.tags_es,
      p.price_min_cents + k, p.price_max_cents + k, p.tags, p.synonyms, p.search_words,
      d.word || ' ' || p.search_document, p.search_document_es,
      p.search_vector || setweight(to_tsvector('english', d.word), 'A'), p.catalog_position + 1000 * k
    from products p, generate_series(1, ${copies}) as k,
      lateral (select (${descriptors})[1 + (k + length(p.id)) % ${DESCRIPTORS.length}] as word) d
    where p.source = 'catalog'
    limit ${Math.max(0, products - count)}`);
  const documents = toRows<{ search_document: string; search_document_es: string }>(
    await db.execute(sql`select search_document, search_document_es from products where is_active`),
  );
  await replaceProductWords(
    db,
    collectProductWords(documents.flatMap((row) => [row.search_document, row.search_document_es])),
  );
  // As autovacuum would on PostgreSQL (PGlite has none): the search index's pending entries are merged.
  await db.execute(sql`vacuum analyze products`);
  await db.execute(sql`vacuum analyze product_words`);
  const [{ total } = { total: 0 }] = toRows<{ total: number }>(
    await db.execute(sql`select count(*)::int as total from products`),
  );
  console.log(
    `  Loaded ${total.toLocaleString('en-US')} products in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)] ?? 0;
}

/**
 * Each search of PRODUCT_SEARCHES, one at a time through the app (routing, validation, queries and
 * serialisation, no network), `repeats` times after one warm-up: its median, p95 and worst time.
 */
export async function measureProductSearchLatency(app: TKindlistApp, repeats = 40): Promise<string[][]> {
  const rows = [['search (one at a time, in-process)', 'results', 'p50 ms', 'p95 ms', 'max ms']];
  const all: number[] = [];
  for (const url of PRODUCT_SEARCHES) {
    const warm = await app.inject({ method: 'GET', url });
    if (warm.statusCode !== 200) throw new Error(`${url}: ${warm.statusCode} ${warm.body}`);
    const times: number[] = [];
    for (let index = 0; index < repeats; index += 1) {
      const started = performance.now();
      await app.inject({ method: 'GET', url });
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    rows.push([
      decodeURIComponent(url.replace('/api/products?', '')),
      String((warm.json() as { total: number }).total),
      percentile(times, 0.5).toFixed(2),
      percentile(times, 0.95).toFixed(2),
      (times.at(-1) ?? 0).toFixed(2),
    ]);
  }
  all.sort((a, b) => a - b);
  rows.push([
    'all searches',
    '',
    percentile(all, 0.5).toFixed(2),
    percentile(all, 0.95).toFixed(2),
    (all.at(-1) ?? 0).toFixed(2),
  ]);
  return rows;
}
