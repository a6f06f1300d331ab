import { and, asc, eq, ilike, isNotNull, type SQL, sql } from 'drizzle-orm';
import { BROWSE_PAGE_SIZE } from '../../../shared/needs-list-limits';
import type { TBrowseQuery, TBrowseResult } from '../../../shared/schemas/browse';
import type { TDatabase } from '../../db/client';
import { needsLists } from '../../db/schema/needs-lists';
import { buildPlaceFilter, escapeLike } from './browse-places';
import { CARD_FIELDS, toListCards } from './list-cards';

/**
 * The words as websearch_to_tsquery reads them. A run of "-" (each one a NOT) nests the query until
 * PostgreSQL refuses it ("tsquery stack too small"); one NOT means the same as several.
 */
function toWebSearchText(words: string): string {
  return words.replace(/(?:-\s*){2,}/g, '-');
}

/** How many of a search's newest matches 'Best match' ranks (docs/decisions/008). */
export const RANKED_MATCHES = 1000;

// Ranking reads every match's search vector: a common word found in tens of thousands of lists took
// 50–170 ms at 100,000 lists. 'Best match' ranks the newest RANKED_MATCHES matches only (walked on the
// newest-first index); the other sorts still reach every match.
// With a place, the closer band comes first and ranks within it.
function readRankedMatches(db: TDatabase, conditions: SQL[], tsQuery: SQL, offset: number, band: SQL | null) {
  const candidates = db
    .select({
      ...CARD_FIELDS,
      rank: sql<number>`ts_rank(${needsLists.searchVector}, ${tsQuery})`.as('rank'),
      band: (band ?? sql<number>`0`).as('band'),
    })
    .from(needsLists)
    .where(and(...conditions))
    .orderBy(sql`${needsLists.publishedAt} desc nulls last`, asc(needsLists.id))
    .limit(RANKED_MATCHES)
    .as('candidates');
  const { rank, band: bandField, ...fields } = candidates._.selectedFields;
  return db
    .select(fields)
    .from(candidates)
    .orderBy(
      asc(bandField),
      sql`${rank} desc`,
      sql`${candidates.publishedAt} desc nulls last`,
      asc(candidates.id),
    )
    .limit(BROWSE_PAGE_SIZE + 1)
    .offset(offset);
}

/**
 * Public, active, visible lists only, matching the words of `q` (title, story, item names, city,
 * region), the place (`near`, `region`) and the other filters. Each sort follows one partial index of the migration; with words, the
 * best matches come first unless another sort is asked for.
 */
export async function browseLists(db: TDatabase, query: TBrowseQuery): Promise<TBrowseResult> {
  const conditions: SQL[] = [
    eq(needsLists.status, 'active'),
    eq(needsLists.visibility, 'public'),
    eq(needsLists.moderationState, 'ok'),
    // Held for review (copycat check) until a moderator clears it.
    eq(needsLists.isFlagged, false),
  ];
  const tsQuery = query.q ? sql`websearch_to_tsquery('english', ${toWebSearchText(query.q)})` : null;
  if (tsQuery) conditions.push(sql`${needsLists.searchVector} @@ ${tsQuery}`);
  if (query.category) conditions.push(eq(needsLists.category, query.category));
  if (query.urgency) conditions.push(eq(needsLists.urgency, query.urgency));
  const placeFilter = await buildPlaceFilter(query);
  conditions.push(...placeFilter.conditions);
  if (query.postal) {
    conditions.push(ilike(needsLists.postalCode, `${escapeLike(query.postal)}%`));
  }

  // "desc nulls last" as in the indexes of migration 0004 (a plain "desc" puts nulls first and
  // would not match them).
  const order: SQL[] = [];
  switch (query.sort) {
    case 'urgent':
      order.push(sql`${needsLists.urgencyRank} desc nulls last`);
      break;
    case 'closest':
      order.push(sql`${needsLists.completion} desc nulls last`);
      break;
    case 'soonest':
      conditions.push(isNotNull(needsLists.neededBy));
      order.push(asc(needsLists.neededBy));
      break;
    default:
      // 'newest', and 'best match' for the lists left once words have been ranked. Best match near a
      // place puts the closest band first.
      if (placeFilter.band && query.sort === undefined) order.push(asc(placeFilter.band));
      break;
  }
  order.push(sql`${needsLists.publishedAt} desc nulls last`, asc(needsLists.id));

  const offset = (query.page - 1) * BROWSE_PAGE_SIZE;
  const isBestMatch = tsQuery !== null && query.sort === undefined;
  const rows =
    tsQuery && isBestMatch
      ? await readRankedMatches(db, conditions, tsQuery, offset, placeFilter.band)
      : await db
          .select(CARD_FIELDS)
          .from(needsLists)
          .where(and(...conditions))
          .orderBy(...order)
          .limit(BROWSE_PAGE_SIZE + 1)
          .offset(offset);

  const page = rows.slice(0, BROWSE_PAGE_SIZE);
  return {
    lists: await toListCards(db, page),
    page: query.page,
    pageSize: BROWSE_PAGE_SIZE,
    hasNextPage: rows.length > BROWSE_PAGE_SIZE,
    isRankingCapped: isBestMatch && rows.length <= BROWSE_PAGE_SIZE && offset + rows.length >= RANKED_MATCHES,
    place: placeFilter.place,
  };
}
