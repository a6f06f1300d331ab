import { type SQL, sql } from 'drizzle-orm';
import type { TDatabase } from '#server/db/client';
import { toRows } from '#server/db/client';
import type { TTextSearch } from '#server/services/text-search';
import type {
  TProduct,
  TProductSearchResult,
  TProductSort,
  ZProductSearchQuery,
} from '#shared/schemas/product';
import { splitSearchWords } from '#shared/search-words';

type TSearchQuery = ReturnType<typeof ZProductSearchQuery.parse>;

// A longer search is a sentence, not a product: its first words are enough to find it.
const SEARCH_WORDS_MAX = 8;
// Below this, a word is too short to tell a typo from another word.
const CORRECTION_MIN_LENGTH = 4;
const CORRECTIONS_PER_WORD = 3;

type TProductRow = {
  id: string;
  name: string;
  description: string;
  category: TProduct['category'];
  variant: string;
  price_min_cents: number;
  price_max_cents: number;
  tags: string[];
  search_words: string;
  total: number;
};

// A number is a size or a count: "size 4" must not find size 40 (and "4" as a prefix of every
// number in the catalog cost more than the rest of the search).
const toTerm = (word: string) => (/^\d+$/.test(word) ? word : `${word}:*`);

/** Each word as a prefix ("diap" finds diapers), a corrected word as any of its corrections. */
function toTsQueryText(words: string[], corrections: Map<string, string[]>): string {
  return words
    .map((word) => {
      const options = [word, ...(corrections.get(word) ?? [])].map(toTerm);
      return options.length === 1 ? options[0] : `(${options.join(' | ')})`;
    })
    .join(' & ');
}

// A search reads at most this many matching products, then ranks or sorts them: reading every match
// of a common word ("pack" in a 100,000-product table: 37,000) cost 100 ms and more on PGlite. Which
// ones are read is left to the planner (the cheapest way to find them); the shipped catalog has fewer
// products than this, so there every match is ranked. The total then says "at least".
export const PRODUCT_MATCHES_MAX = 300;

const ORDER_BY: Record<TProductSort, SQL> = {
  // Products whose name has every word first, in the catalog's curated order ("diapers": newborn, size 1,
  // size 2… rather than the one whose description says "diaper" most often); then the others by rank.
  relevance: sql`(to_tsvector('english', m.name) @@ m.query) desc,
    case when to_tsvector('english', m.name) @@ m.query then 0 else ts_rank(m.search_vector, m.query) end desc,
    m.catalog_position, m.id`,
  useful: sql`m.catalog_position, m.id`,
  'price-low': sql`m.price_min_cents, m.price_max_cents, m.id`,
  'price-high': sql`m.price_max_cents desc, m.price_min_cents desc, m.id`,
};

async function queryProducts(
  db: TDatabase,
  query: TSearchQuery,
  tsQueryText: string | null,
): Promise<TProductRow[]> {
  const conditions: SQL[] = [sql`p.is_active`];
  if (tsQueryText !== null) conditions.push(sql`p.search_vector @@ to_tsquery('english', ${tsQueryText})`);
  if (query.category) conditions.push(sql`p.category = ${query.category}`);
  // A product is in the price range when some of its typical prices are.
  if (query.maxPrice !== undefined) conditions.push(sql`p.price_min_cents <= ${query.maxPrice * 100}`);
  if (query.minPrice !== undefined) conditions.push(sql`p.price_max_cents >= ${query.minPrice * 100}`);
  const sort = query.sort ?? (tsQueryText === null ? 'useful' : 'relevance');
  const orderBy = sort === 'relevance' && tsQueryText === null ? ORDER_BY.useful : ORDER_BY[sort];
  const statement = sql`
      with matches as materialized (
        select p.id, p.name, p.description, p.category, p.variant, p.price_min_cents, p.price_max_cents,
          p.tags, p.search_words, p.catalog_position,
          ${tsQueryText === null ? sql`null::tsvector as search_vector, null::tsquery as query` : sql`p.search_vector, to_tsquery('english', ${tsQueryText}) as query`}
        from products p
        where ${sql.join(conditions, sql` and `)}
        limit ${PRODUCT_MATCHES_MAX})
      select m.id, m.name, m.description, m.category, m.variant, m.price_min_cents, m.price_max_cents,
        m.tags, m.search_words, (select count(*) from matches)::int as total
      from matches m
      order by ${orderBy}
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`;
  if (tsQueryText === null) return toRows<TProductRow>(await db.execute(statement));
  // The planner guesses how many products a prefix matches, and when it guesses many it reads the
  // table in order until it has enough: 70,000 rows for a word in 1 product of 30. The search
  // index finds them directly whatever their number, so it is the only way offered.
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return toRows<TProductRow>(await tx.execute(statement));
  });
}

/**
 * Catalog words close to each search word that starts no catalog word ("diapres" → "diapers"), by
 * trigram similarity: one query for all the words.
 */
async function findCorrections(db: TDatabase, words: string[]): Promise<Map<string, string[]>> {
  const candidates = words.filter((word) => word.length >= CORRECTION_MIN_LENGTH && /^\p{L}+$/u.test(word));
  if (candidates.length === 0) return new Map();
  const rows = toRows<{ word: string; similar: string[] }>(
    await db.execute(sql`
      select t.word, array(
          select w.word from product_words w
          where w.word % t.word
          order by similarity(w.word, t.word) desc, w.word
          limit ${CORRECTIONS_PER_WORD}) as similar
      from unnest(${`{${candidates.join(',')}}`}::text[]) as t(word)
      where not exists (select 1 from product_words w where w.word like t.word || '%')`),
  );
  return new Map(rows.filter((row) => row.similar.length > 0).map((row) => [row.word, row.similar]));
}

/** One offered product, or null (unknown or withdrawn). */
export async function getProduct(db: TDatabase, id: string): Promise<TProduct | null> {
  const [row] = toRows<TProductRow>(
    await db.execute(sql`
      select p.id, p.name, p.description, p.category, p.variant, p.price_min_cents, p.price_max_cents,
        p.tags, p.search_words, 1 as total
      from products p where p.id = ${id} and p.is_active`),
  );
  return row ? toProduct(row) : null;
}

function toProduct(row: TProductRow): TProduct {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    variant: row.variant,
    priceMinCents: row.price_min_cents,
    priceMaxCents: row.price_max_cents,
    tags: row.tags,
    searchWords: row.search_words,
  };
}

function toResult(rows: TProductRow[], query: TSearchQuery, corrections: Map<string, string[]>) {
  const total = rows[0]?.total ?? 0;
  return {
    products: rows.map(toProduct),
    total,
    isTotalAtLeast: total >= PRODUCT_MATCHES_MAX,
    page: query.page,
    pageCount: Math.ceil(total / query.pageSize),
    corrections: [...corrections].map(([word, insteadOf]) => ({ word, insteadOf })),
  } satisfies TProductSearchResult;
}

/**
 * Product search: every word must match a catalog word or its start. When nothing matches and the
 * database has pg_trgm, the words that start no catalog word are replaced by their closest catalog
 * words and the search runs again. Without a search (`q` left out), the catalog in its curated order.
 */
export async function searchProducts(
  db: TDatabase,
  textSearch: TTextSearch,
  query: TSearchQuery,
): Promise<TProductSearchResult> {
  if (query.q === undefined) return toResult(await queryProducts(db, query, null), query, new Map());
  const words = splitSearchWords(query.q).slice(0, SEARCH_WORDS_MAX);
  if (words.length === 0) return toResult([], query, new Map());
  const rows = await queryProducts(db, query, toTsQueryText(words, new Map()));
  if (rows.length > 0 || !textSearch.hasTrigrams) return toResult(rows, query, new Map());
  const corrections = await findCorrections(db, words);
  if (corrections.size === 0) return toResult(rows, query, corrections);
  return toResult(await queryProducts(db, query, toTsQueryText(words, corrections)), query, corrections);
}
