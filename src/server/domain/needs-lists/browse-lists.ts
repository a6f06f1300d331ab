import { and, asc, eq, ilike, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { SubqueryWithSelection } from 'drizzle-orm/pg-core';
import type { TDatabase } from '#server/db/client';
import { needsLists } from '#server/db/schema/needs-lists';
import { BROWSE_PAGE_SIZE } from '#shared/needs-list-limits';
import type { TBrowseQuery, TBrowseResult } from '#shared/schemas/browse';
import { buildPlaceFilter, escapeLike, type TPlaceFilter } from './browse-places';
import { CARD_FIELDS, type TCardRow, toListCard } from './list-cards';

/**
 * The words as websearch_to_tsquery reads them. A run of "-" (each one a NOT) nests the query until
 * PostgreSQL refuses it ("tsquery stack too small"); one NOT means the same as several.
 */
function toWebSearchText(words: string): string {
  return words.replace(/(?:-\s*){2,}/g, '-');
}

/** How many of a search's newest matches 'Best match' ranks (docs/decisions/008). */
export const RANKED_MATCHES = 1000;

/** What decides a browse statement's text: which filters are there and the sort, not their values. */
type TBrowseShape = {
  hasWords: boolean;
  hasCategory: boolean;
  hasUrgency: boolean;
  hasPostal: boolean;
  sort: TBrowseQuery['sort'];
  place: TPlaceFilter;
};

const ph = sql.placeholder;

/**
 * A page of cards, covers included, in one statement. The page is cut first (each sort follows one
 * partial index of migration 0004, "desc nulls last" as there), then only its rows look up their
 * cover, and the outer query orders them again by the same keys, which the page carries.
 */
function buildBrowseStatement(db: TDatabase, shape: TBrowseShape, key: string) {
  const conditions: SQL[] = [
    // Written into the statement, not bound: the browse indexes are partial on these three, and a plan
    // kept for a named statement can use a partial index only when the condition is in its text.
    sql`${needsLists.status} = 'active' and ${needsLists.visibility} = 'public' and ${needsLists.moderationState} = 'ok'`,
    // Held for review (copycat check) until a moderator clears it.
    sql`${needsLists.isFlagged} = false`,
  ];
  const tsQuery = sql`websearch_to_tsquery('english', ${ph('words')})`;
  if (shape.hasWords) conditions.push(sql`${needsLists.searchVector} @@ ${tsQuery}`);
  if (shape.hasCategory) conditions.push(eq(needsLists.category, ph('category')));
  if (shape.hasUrgency) conditions.push(eq(needsLists.urgency, ph('urgency')));
  conditions.push(...shape.place.conditions);
  if (shape.hasPostal) conditions.push(ilike(needsLists.postalCode, ph('postal')));

  const band = shape.place.band;
  const isBestMatch = shape.hasWords && shape.sort === undefined;
  // The first key of the order, by which the page is read and reordered ('desc' or 'asc').
  let direction: 'asc' | 'desc' = 'asc';
  function selectPage(first: SQL, second: SQL) {
    return db
      .select({ ...CARD_FIELDS, first: first.as('first_key'), second: second.as('second_key') })
      .from(needsLists)
      .where(and(...conditions));
  }
  if (isBestMatch) {
    // Ranking reads every match's search vector: a common word found in tens of thousands of lists
    // took 50–170 ms at 100,000 lists. 'Best match' ranks the newest RANKED_MATCHES matches only
    // (walked on the newest-first index); with a place, the closer band comes first.
    const candidates = selectPage(band ?? sql`0`, sql`ts_rank(${needsLists.searchVector}, ${tsQuery})`)
      .orderBy(sql`${needsLists.publishedAt} desc nulls last`, asc(needsLists.id))
      .limit(RANKED_MATCHES)
      .as('candidates');
    const ranked = db
      .select(candidates._.selectedFields)
      .from(candidates)
      .orderBy(
        asc(candidates.first),
        sql`${candidates.second} desc`,
        sql`${candidates.publishedAt} desc nulls last`,
        asc(candidates.id),
      )
      .limit(BROWSE_PAGE_SIZE + 1)
      .offset(ph('offset'))
      .as('page');
    return selectWithCovers(db, ranked, 'asc').prepare(toStatementName(key, shape));
  }
  let first: SQL | null = null;
  let where: SQL | undefined;
  switch (shape.sort) {
    case 'urgent':
      first = sql`${needsLists.urgencyRank}`;
      direction = 'desc';
      break;
    case 'closest':
      first = sql`${needsLists.completion}`;
      direction = 'desc';
      break;
    case 'soonest':
      where = isNotNull(needsLists.neededBy);
      first = sql`${needsLists.neededBy}`;
      break;
    default:
      // 'newest', and 'best match' for the lists left once words have been ranked. Best match near a
      // place puts the closest band first.
      if (band && shape.sort === undefined) first = band;
      break;
  }
  if (where) conditions.push(where);
  // A constant is no key to order by (and "order by 0" would name a column by its number).
  const firstOrder = first ? [direction === 'desc' ? sql`${first} desc nulls last` : asc(first)] : [];
  const page = selectPage(first ?? sql`0`, sql`0`)
    .orderBy(...firstOrder, sql`${needsLists.publishedAt} desc nulls last`, asc(needsLists.id))
    .limit(BROWSE_PAGE_SIZE + 1)
    .offset(ph('offset'));
  return selectWithCovers(db, page.as('page'), direction).prepare(toStatementName(key, shape));
}

type TPageFields = typeof CARD_FIELDS & { first: SQL.Aliased<unknown>; second: SQL.Aliased<unknown> };

function selectWithCovers(
  db: TDatabase,
  page: SubqueryWithSelection<TPageFields, 'page'>,
  direction: 'asc' | 'desc',
) {
  const { first, second, ...cardFields } = page._.selectedFields;
  return db
    .select({
      ...cardFields,
      // "page.id" as written: drizzle names a subquery's columns without the subquery, and a bare "id"
      // in here would be the photo's.
      cover: sql<string | null>`(select p.url from list_photos p where p.list_id = page.id
        order by p.position limit 1)`,
    })
    .from(page)
    .orderBy(
      direction === 'desc' ? sql`${first} desc nulls last` : asc(first),
      sql`${second} desc`,
      sql`${page.publishedAt} desc nulls last`,
      asc(page.id),
    );
}

/**
 * A name makes PostgreSQL keep the statement and, after a few runs, one plan for every value. That
 * suits filters; not words, whose plan depends on how common they are (a plan made for a rare word
 * read every match of a common one: search ran at half the speed). Unnamed, a search is planned for
 * its own words each time, and the query builder still runs only once per shape.
 */
function toStatementName(key: string, shape: TBrowseShape): string {
  return shape.hasWords ? '' : `browse ${key}`;
}

function shapeKey(shape: TBrowseShape): string {
  const flags = [shape.hasWords, shape.hasCategory, shape.hasUrgency, shape.hasPostal].map(Number).join('');
  return `${flags}|${shape.sort ?? ''}|${shape.place.shape}`;
}

// Prepared once per shape and database: neither the query builder nor PostgreSQL's planner runs again
// for each page, search or filter of a shape already asked (a few dozen shapes in practice).
const preparedByDatabase = new WeakMap<TDatabase, Map<string, ReturnType<typeof buildBrowseStatement>>>();

/**
 * Public, active, visible lists only, matching the words of `q` (title, story, item names, city,
 * region), the place (`near`, `region`) and the other filters. Each sort follows one partial index of
 * the migration; with words, the best matches come first unless another sort is asked for.
 */
export async function browseLists(db: TDatabase, query: TBrowseQuery): Promise<TBrowseResult> {
  const place = await buildPlaceFilter(query);
  const shape: TBrowseShape = {
    hasWords: Boolean(query.q),
    hasCategory: Boolean(query.category),
    hasUrgency: Boolean(query.urgency),
    hasPostal: Boolean(query.postal),
    sort: query.sort,
    place,
  };
  const key = shapeKey(shape);
  let statements = preparedByDatabase.get(db);
  if (!statements) {
    statements = new Map();
    preparedByDatabase.set(db, statements);
  }
  let statement = statements.get(key);
  if (!statement) {
    statement = buildBrowseStatement(db, shape, key);
    statements.set(key, statement);
  }
  const offset = (query.page - 1) * BROWSE_PAGE_SIZE;
  const rows: TCardRow[] = await statement.execute({
    ...place.values,
    words: query.q ? toWebSearchText(query.q) : '',
    category: query.category ?? '',
    urgency: query.urgency ?? '',
    postal: query.postal ? `${escapeLike(query.postal)}%` : '',
    offset,
  });
  const isBestMatch = shape.hasWords && shape.sort === undefined;
  return {
    lists: rows.slice(0, BROWSE_PAGE_SIZE).map(toListCard),
    page: query.page,
    pageSize: BROWSE_PAGE_SIZE,
    hasNextPage: rows.length > BROWSE_PAGE_SIZE,
    isRankingCapped: isBestMatch && rows.length <= BROWSE_PAGE_SIZE && offset + rows.length >= RANKED_MATCHES,
    place: place.place,
  };
}
