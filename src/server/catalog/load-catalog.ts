import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type TCatalogProduct, ZCatalogProduct } from '#shared/schemas/catalog';
import { foldSearchText } from '#shared/search-words';
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

type TSearchParts = { name: string; words: string; description: string };

/** What search reads of a product in each language, as written. */
function toSearchParts(product: TCatalogProduct): { en: TSearchParts; es: TSearchParts } {
  const join = (texts: string[]) => texts.filter(Boolean).join(' ');
  return {
    en: {
      name: product.name,
      words: join([product.variant, ...product.tags, ...product.synonyms]),
      description: product.description,
    },
    es: {
      name: product.es.name,
      words: join([product.es.variant, ...product.es.tags]),
      description: product.es.description,
    },
  };
}

const foldParts = (parts: TSearchParts): TSearchParts => ({
  name: foldSearchText(parts.name),
  words: foldSearchText(parts.words),
  description: foldSearchText(parts.description),
});

const joinParts = (parts: TSearchParts) => [parts.name, parts.words, parts.description].join(' ');

/**
 * The English and the Spanish text full-text search reads, folded as search words are (lower case,
 * no accents: the dictionaries then see "colchon" whichever way it was typed).
 */
export function toSearchDocuments(product: TCatalogProduct): { en: string; es: string } {
  const { en, es } = toSearchParts(product);
  return { en: foldSearchText(joinParts(en)), es: foldSearchText(joinParts(es)) };
}

/**
 * The search vector of a `changed` row (see loadCatalog): each language's text stemmed by its own
 * dictionary ("pañales" and "pañal" are one Spanish word, "diapers" and "diaper" one English word),
 * the names weighted A (a search whose every word is in a name ranks it first), variant, tags and
 * synonyms B, the description D.
 */
const SEARCH_VECTOR = sql`setweight(to_tsvector('english', c.en_name), 'A')
  || setweight(to_tsvector('english', c.en_words), 'B') || to_tsvector('english', c.en_description)
  || setweight(to_tsvector('spanish', c.es_name), 'A')
  || setweight(to_tsvector('spanish', c.es_words), 'B') || to_tsvector('spanish', c.es_description)`;

// What the file says of a product, as the table keeps it (the search vector follows from the
// documents), in the order of the load's input rows.
const STORED_COLUMNS = [
  'id',
  'source',
  'name',
  'description',
  'category',
  'variant',
  'name_es',
  'description_es',
  'variant_es',
  'tags_es',
  'price_min_cents',
  'price_max_cents',
  'tags',
  'synonyms',
  'search_words',
  'search_document',
  'search_document_es',
  'catalog_position',
] as const;
const columnsOf = (alias: string) => sql.raw(STORED_COLUMNS.map((column) => `${alias}${column}`).join(', '));

const toTextArray = (values: string[]) =>
  values.length === 0
    ? sql`'{}'::text[]`
    : sql`array[${sql.join(
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
      const rows = catalog.slice(start, start + 200).map((product) => {
        const documents = toSearchDocuments(product);
        const parts = toSearchParts(product);
        const en = foldParts(parts.en);
        const es = foldParts(parts.es);
        return sql`(${product.id}, 'catalog', ${product.name}, ${product.description}, ${product.category},
            ${product.variant}, ${product.es.name}, ${product.es.description}, ${product.es.variant},
            ${toTextArray(product.es.tags)}, ${product.priceMinCents}::int, ${product.priceMaxCents}::int,
            ${toTextArray(product.tags)}, ${toTextArray(product.synonyms)},
            ${product.searchWords ?? product.name}, ${documents.en}, ${documents.es},
            ${positionOf(product)}::int, ${en.name}, ${en.words}, ${en.description}, ${es.name}, ${es.words},
            ${es.description})`;
      });
      // Only new and changed products are written, and only theirs are stemmed: an unchanged catalog
      // (every start but a release's first) costs one read. The conflict clause checks again, so two
      // instances loading at once write each change once.
      const result = toRows<{ is_new: boolean }>(
        await tx.execute(sql`
          with input (${columnsOf('')}, en_name, en_words, en_description, es_name, es_words,
              es_description) as (values ${sql.join(rows, sql`, `)}),
            changed as (
              select i.* from input i left join products p on p.id = i.id
              where p.search_vector is null
                or (${columnsOf('p.')}, p.is_active) is distinct from (${columnsOf('i.')}, true))
          insert into products as p (${columnsOf('')}, search_vector, created_at, updated_at)
          select ${columnsOf('c.')}, ${SEARCH_VECTOR}, ${at}, ${at} from changed c
          on conflict (id) do update set
            ${sql.raw(STORED_COLUMNS.map((column) => `${column} = excluded.${column}`).join(', '))},
            search_vector = excluded.search_vector, is_active = true, updated_at = ${at}
          where p.search_vector is null
            or (${columnsOf('p.')}, p.is_active) is distinct from (${columnsOf('excluded.')}, true)
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
    await replaceProductWords(
      tx,
      collectProductWords(
        catalog.flatMap((product) => {
          const { en, es } = toSearchParts(product);
          return [joinParts(en), joinParts(es)];
        }),
      ),
    );
    return { added, updated, withdrawn: withdrawn.length };
  });
}
