import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type TCatalogProduct, ZCatalogProduct } from '#shared/schemas/catalog';
import type { TDatabase } from '../db/client';
import { toRows } from '../db/client';
import { collectProductWords, replaceProductWords } from '../domain/products/product-words';
import { CATALOG_FILE } from '../paths';

const ZCatalogFile = z.array(ZCatalogProduct);

/** The catalog file, checked product by product: a broken file stops the start with the reason. */
export async function readCatalogFile(file = CATALOG_FILE): Promise<TCatalogProduct[]> {
  const parsed = ZCatalogFile.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw new Error(`The product catalog ${file} is not valid: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const ids = new Set<string>();
  for (const product of parsed.data) {
    if (ids.has(product.id)) throw new Error(`The product catalog ${file} has the id ${product.id} twice`);
    ids.add(product.id);
  }
  return parsed.data;
}

/** The text full-text search reads: the name counts twice, then what else people call it. */
export function toSearchDocument(product: TCatalogProduct): string {
  return [
    product.name,
    product.name,
    product.variant,
    product.tags.join(' '),
    product.synonyms.join(' '),
    product.description,
  ]
    .filter(Boolean)
    .join(' ');
}

const toTextArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/**
 * Makes the products table hold the catalog: new products are added, changed ones updated in place
 * (by id), unchanged ones left alone, and catalog products no longer in the file withdrawn (kept,
 * not offered). Running it again changes nothing. One statement per step, in one transaction, so two
 * instances starting at once end with the same table.
 */
export async function loadCatalog(
  db: TDatabase,
  catalog: TCatalogProduct[],
  now: Date,
): Promise<{ added: number; updated: number; withdrawn: number }> {
  const at = sql`${now.toISOString()}::timestamptz`;
  return db.transaction(async (tx) => {
    let added = 0;
    let updated = 0;
    // The file's order within each category is the curated one: most useful first.
    const positions = new Map<string, number>();
    const positionOf = (product: TCatalogProduct) => {
      const position = positions.get(product.category) ?? 0;
      positions.set(product.category, position + 1);
      return position;
    };
    // Batches keep each statement well under PostgreSQL's 65,535 parameters.
    for (let start = 0; start < catalog.length; start += 200) {
      const rows = catalog.slice(start, start + 200).map(
        (product) =>
          sql`(${product.id}, 'catalog', ${product.name}, ${product.description}, ${product.category},
            ${product.variant}, ${product.priceMinCents}::int, ${product.priceMaxCents}::int,
            ${product.tags.length > 0 ? toTextArray(product.tags) : sql`'{}'::text[]`},
            ${product.synonyms.length > 0 ? toTextArray(product.synonyms) : sql`'{}'::text[]`},
            ${product.searchWords ?? product.name}, ${toSearchDocument(product)}, ${positionOf(product)}::int,
            ${at}, ${at})`,
      );
      const result = toRows<{ is_new: boolean }>(
        await tx.execute(sql`
          insert into products as p (id, source, name, description, category, variant, price_min_cents,
            price_max_cents, tags, synonyms, search_words, search_document, catalog_position, created_at,
            updated_at)
          values ${sql.join(rows, sql`, `)}
          on conflict (id) do update set
            source = excluded.source, name = excluded.name, description = excluded.description,
            category = excluded.category, variant = excluded.variant,
            price_min_cents = excluded.price_min_cents, price_max_cents = excluded.price_max_cents,
            tags = excluded.tags, synonyms = excluded.synonyms, search_words = excluded.search_words,
            search_document = excluded.search_document, catalog_position = excluded.catalog_position,
            is_active = true, updated_at = ${at}
          where (p.source, p.name, p.description, p.category, p.variant, p.price_min_cents,
              p.price_max_cents, p.tags, p.synonyms, p.search_words, p.search_document,
              p.catalog_position, p.is_active)
            is distinct from (excluded.source, excluded.name, excluded.description, excluded.category,
              excluded.variant, excluded.price_min_cents, excluded.price_max_cents, excluded.tags,
              excluded.synonyms, excluded.search_words, excluded.search_document,
              excluded.catalog_position, true)
          returning (xmax = 0) as is_new`),
      );
      added += result.filter((row) => row.is_new).length;
      updated += result.filter((row) => !row.is_new).length;
    }
    const ids = catalog.map((product) => product.id);
    const withdrawn = toRows<{ id: string }>(
      await tx.execute(sql`
        update products set is_active = false, updated_at = ${at}
        where source = 'catalog' and is_active
          ${ids.length > 0 ? sql`and id <> all(${toTextArray(ids)})` : sql``}
        returning id`),
    );
    await replaceProductWords(tx, collectProductWords(catalog.map(toSearchDocument)));
    return { added, updated, withdrawn: withdrawn.length };
  });
}
