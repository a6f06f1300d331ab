import { type SQL, sql } from 'drizzle-orm';
import type { TDatabase } from '#server/db/client';
import { toRows } from '#server/db/client';
import type { TTextSearch } from '#server/services/text-search';
import type { TLocale } from '#shared/i18n/locales';
import type {
  TProduct,
  TProductSearchResult,
  TProductSort,
  ZProductSearchQuery,
} from '#shared/schemas/product';
import { readSearchWords } from '#shared/search-words';

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
  name_es: string;
  description_es: string;
  variant_es: string;
  tags_es: string[];
  price_min_cents: number;
  price_max_cents: number;
  tags: string[];
  search_words: string;
  total: number;
};

// A number is a size or a count: "size 4" must not find size 40 (and "4" as a prefix of every
// number in the catalog cost more than the rest of the search). `weight` A: only in a name.
const toTerm = (word: string, weight: '' | 'A') =>
  /^\d+$/.test(word) ? `${word}:${weight}` : `${word}:*${weight}`;

/** Each word as a prefix ("diap" finds diapers), a corrected word as any of its corrections. */
function toTsQueryText(words: string[], corrections: Map<string, string[]>, weight: '' | 'A' = ''): string {
  return words
    .map((word) => {
      const options = [word, ...(corrections.get(word) ?? [])].map((option) => toTerm(option, weight));
      return options.length === 1 ? options[0] : `(${options.join(' | ')})`;
    })
    .join(' & ');
}

/**
 * The search read in English or in Spanish, whatever the page's language: each language's dictionary
 * stems the words and drops its own little words ("with", "de", "para"), and a product matches when
 * every word left in either reading is in its text ("air mattress", "colchón inflable", "colchon de
 * aire" all find the air mattress).
 */
const toBilingualQuery = (text: string) =>
  sql`(to_tsquery('english', ${text}) || to_tsquery('spanish', ${text}))`;

// A search reads at most this many matching products, then ranks or sorts them: reading every match
// of a common word ("pack" in a 100,000-product table: 37,000) cost 100 ms and more on PGlite. Which
// ones are read is left to the planner (the cheapest way to find them); the shipped catalog has fewer
// products than this, so there every match is ranked. The total then says "at least".
export const PRODUCT_MATCHES_MAX = 300;

const ORDER_BY: Record<TProductSort, SQL> = {
  // Products whose name (in either language) has every word first, in the catalog's curated order
  // ("diapers": newborn, size 1, size 2… rather than the one whose description says "diaper" most
  // often); then the others by rank.
  relevance: sql`(m.search_vector @@ m.name_query) desc,
    case when m.search_vector @@ m.name_query then 0 else ts_rank(m.search_vector, m.query) end desc,
    m.catalog_position, m.id`,
  useful: sql`m.catalog_position, m.id`,
  'price-low': sql`m.price_min_cents, m.price_max_cents, m.id`,
  'price-high': sql`m.price_max_cents desc, m.price_min_cents desc, m.id`,
};

const PRODUCT_COLUMNS = sql`id, name, description, category, variant, name_es, description_es, variant_es,
  tags_es, price_min_cents, price_max_cents, tags, search_words`;

async function queryProducts(
  db: TDatabase,
  query: TSearchQuery,
  words: { all: string; inName: string } | null,
): Promise<TProductRow[]> {
  const conditions: SQL[] = [sql`p.is_active`];
  if (words !== null) conditions.push(sql`p.search_vector @@ ${toBilingualQuery(words.all)}`);
  if (query.category) conditions.push(sql`p.category = ${query.category}`);
  // A product is in the price range when some of its typical prices are.
  if (query.maxPrice !== undefined) conditions.push(sql`p.price_min_cents <= ${query.maxPrice * 100}`);
  if (query.minPrice !== undefined) conditions.push(sql`p.price_max_cents >= ${query.minPrice * 100}`);
  const sort = query.sort ?? (words === null ? 'useful' : 'relevance');
  const orderBy = sort === 'relevance' && words === null ? ORDER_BY.useful : ORDER_BY[sort];
  const statement = sql`
      with matches as materialized (
        select ${PRODUCT_COLUMNS}, p.catalog_position,
          ${
            words === null
              ? sql`null::tsvector as search_vector, null::tsquery as query, null::tsquery as name_query`
              : sql`p.search_vector, ${toBilingualQuery(words.all)} as query,
                  ${toBilingualQuery(words.inName)} as name_query`
          }
        from products p
        where ${sql.join(conditions, sql` and `)}
        limit ${PRODUCT_MATCHES_MAX})
      select ${PRODUCT_COLUMNS}, (select count(*) from matches)::int as total
      from matches m
      order by ${orderBy}
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`;
  if (words === null) return toRows<TProductRow>(await db.execute(statement));
  // The planner guesses how many products a prefix matches, and when it guesses many it reads the
  // table in order until it has enough: 70,000 rows for a word in 1 product of 30. The search
  // index finds them directly whatever their number, so it is the only way offered.
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return toRows<TProductRow>(await tx.execute(statement));
  });
}

type TCorrection = {
  /** The search word as typed ("colchín"). */
  written: string;
  /** The catalog words searched instead: as search reads them, and as the catalog writes them. */
  words: string[];
  spellings: string[];
};

/**
 * Catalog words close to each search word that starts no catalog word ("diapres" → "diapers"), by
 * trigram similarity: one query for all the words.
 */
async function findCorrections(
  db: TDatabase,
  words: Array<{ word: string; written: string }>,
): Promise<Map<string, TCorrection>> {
  const candidates = words
    .map(({ word }) => word)
    .filter((word) => word.length >= CORRECTION_MIN_LENGTH && /^\p{L}+$/u.test(word));
  if (candidates.length === 0) return new Map();
  const rows = toRows<{ word: string; similar: string[]; spellings: string[] }>(
    await db.execute(sql`
      select t.word, coalesce(array_agg(s.word order by s.rank), '{}') as similar,
        coalesce(array_agg(coalesce(nullif(s.spelling, ''), s.word) order by s.rank), '{}') as spellings
      from unnest(${`{${candidates.join(',')}}`}::text[]) as t(word)
      cross join lateral (
          select w.word, w.spelling, row_number() over (order by similarity(w.word, t.word) desc, w.word) as rank
          from product_words w
          where w.word % t.word
          order by similarity(w.word, t.word) desc, w.word
          limit ${CORRECTIONS_PER_WORD}) as s
      where not exists (select 1 from product_words w where w.word like t.word || '%')
      group by t.word`),
  );
  const written = new Map(words.map(({ word, written }) => [word, written]));
  return new Map(
    rows.map((row) => [
      row.word,
      { written: written.get(row.word) ?? row.word, words: row.similar, spellings: row.spellings },
    ]),
  );
}

/** One offered product in `language`, or null (unknown or withdrawn). */
export async function getProduct(db: TDatabase, id: string, language: TLocale): Promise<TProduct | null> {
  const [row] = toRows<TProductRow>(
    await db.execute(sql`
      select ${PRODUCT_COLUMNS}, 1 as total from products p where p.id = ${id} and p.is_active`),
  );
  return row ? toProduct(row, language) : null;
}

/**
 * The product in `language`: the catalog has every product in Spanish; a product of another source
 * without its Spanish is shown in English, and says so.
 */
function toProduct(row: TProductRow, language: TLocale): TProduct {
  const isSpanish = language === 'es' && row.name_es !== '';
  return {
    id: row.id,
    language: isSpanish ? 'es' : 'en',
    name: isSpanish ? row.name_es : row.name,
    description: isSpanish ? row.description_es : row.description,
    category: row.category,
    variant: isSpanish ? row.variant_es : row.variant,
    priceMinCents: row.price_min_cents,
    priceMaxCents: row.price_max_cents,
    tags: isSpanish ? row.tags_es : row.tags,
    searchWords: row.search_words,
  };
}

function toResult(
  rows: TProductRow[],
  query: TSearchQuery,
  corrections: Map<string, TCorrection>,
  language: TLocale,
) {
  const total = rows[0]?.total ?? 0;
  return {
    products: rows.map((row) => toProduct(row, language)),
    total,
    isTotalAtLeast: total >= PRODUCT_MATCHES_MAX,
    page: query.page,
    pageCount: Math.ceil(total / query.pageSize),
    corrections: [...corrections.values()].map((correction) => ({
      word: correction.written,
      insteadOf: correction.spellings,
    })),
  } satisfies TProductSearchResult;
}

const toWords = (words: string[], corrections: Map<string, TCorrection>) => {
  const alternatives = new Map([...corrections].map(([word, correction]) => [word, correction.words]));
  return {
    all: toTsQueryText(words, alternatives),
    inName: toTsQueryText(words, alternatives, 'A'),
  };
};

/**
 * Product search, in English and Spanish alike, answered in `language`: every word must match a
 * catalog word or its start. When nothing matches and the database has pg_trgm, the words that start
 * no catalog word are replaced by their closest catalog words and the search runs again. Without a
 * search (`q` left out), the catalog in its curated order.
 */
export async function searchProducts(
  db: TDatabase,
  textSearch: TTextSearch,
  query: TSearchQuery,
  language: TLocale,
): Promise<TProductSearchResult> {
  const answer = (rows: TProductRow[], corrections = new Map<string, TCorrection>()) =>
    toResult(rows, query, corrections, language);
  if (query.q === undefined) return answer(await queryProducts(db, query, null));
  const typed = readSearchWords(query.q).slice(0, SEARCH_WORDS_MAX);
  const words = typed.map(({ word }) => word);
  if (words.length === 0) return answer([]);
  const rows = await queryProducts(db, query, toWords(words, new Map()));
  if (rows.length > 0 || !textSearch.hasTrigrams) return answer(rows);
  const corrections = await findCorrections(db, typed);
  if (corrections.size === 0) return answer(rows, corrections);
  return answer(await queryProducts(db, query, toWords(words, corrections)), corrections);
}
