import { sql } from 'drizzle-orm';
import { type TDatabase, toRows } from '#server/db/client';
import { TOPIC_SLUGS } from '#shared/routes';
import { ZBrowseQuery } from '#shared/schemas/browse';
import type { TImpact, TImpactTotals, TLandingData } from '#shared/schemas/impact';
import { browseLists } from '../needs-lists/browse-lists';

const IMPACT_MONTHS = 12;
const LANDING_LISTS = 3;

// Counted: lists that were published by a real family for others to see (not private: even a count by
// month and topic could tell that one exists), neither hidden by a moderator nor held for review (demo
// lists never count); pieces their families confirmed received; lists that received everything.
const COUNTED_LISTS = sql`published_at is not null and is_demo = false and visibility <> 'private'
  and moderation_state = 'ok' and is_flagged = false`;
const COUNTED_LISTS_AS_L = sql`l.published_at is not null and l.is_demo = false and l.visibility <> 'private'
  and l.moderation_state = 'ok' and l.is_flagged = false`;

type TNumberRow = Record<string, unknown>;

function toCount(value: unknown): number {
  return Number(value ?? 0);
}

/** The three figures the landing and impact pages show, straight from the tables. */
export async function readImpactTotals(db: TDatabase): Promise<TImpactTotals> {
  const result = await db.execute(sql`
    select
      (select count(*) from needs_lists where ${COUNTED_LISTS}) as lists_published,
      (select count(*) from needs_lists where ${COUNTED_LISTS} and fulfilled_at is not null) as lists_fulfilled,
      (select coalesce(sum(p.quantity), 0) from pledges p join needs_lists l on l.id = p.list_id
        where p.status = 'received' and ${COUNTED_LISTS_AS_L}) as items_received`);
  const [row] = toRows<TNumberRow>(result);
  return {
    listsPublished: toCount(row?.lists_published),
    itemsReceived: toCount(row?.items_received),
    listsFulfilled: toCount(row?.lists_fulfilled),
  };
}

/** "YYYY-MM" of the IMPACT_MONTHS calendar months (UTC) ending with the one `now` is in, oldest first. */
export function listRecentMonths(now: Date, months = IMPACT_MONTHS): string[] {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return Array.from({ length: months }, (_, index) => {
    const at = new Date(Date.UTC(year, month - (months - 1 - index), 1));
    return `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/** Totals, the last twelve months and each category, for the community impact page. */
export async function readImpact(db: TDatabase, now: Date): Promise<TImpact> {
  const months = listRecentMonths(now);
  const since = new Date(`${months[0]}-01T00:00:00Z`);
  const [totals, monthly, byCategory] = await Promise.all([
    readImpactTotals(db),
    db.execute(sql`
      select month, sum(lists) as lists, sum(items) as items from (
        select to_char(published_at at time zone 'UTC', 'YYYY-MM') as month, count(*) as lists, 0 as items
          from needs_lists where ${COUNTED_LISTS} and published_at >= ${since}
          group by 1
        union all
        select to_char(p.received_at at time zone 'UTC', 'YYYY-MM'), 0, sum(p.quantity)
          from pledges p join needs_lists l on l.id = p.list_id
          where p.status = 'received' and p.received_at >= ${since} and ${COUNTED_LISTS_AS_L}
          group by 1
      ) as counts group by month`),
    db.execute(sql`
      select category, sum(lists) as lists, sum(items) as items from (
        select category, count(*) as lists, 0 as items from needs_lists
          where ${COUNTED_LISTS} and category is not null group by 1
        union all
        select l.category, 0, sum(p.quantity) from pledges p join needs_lists l on l.id = p.list_id
          where p.status = 'received' and l.category is not null and ${COUNTED_LISTS_AS_L}
          group by 1
      ) as counts group by category`),
  ]);
  const monthRows = new Map(toRows<TNumberRow>(monthly).map((row) => [String(row.month), row]));
  const categoryRows = new Map(toRows<TNumberRow>(byCategory).map((row) => [String(row.category), row]));
  return {
    totals,
    months: months.map((month) => ({
      month,
      listsPublished: toCount(monthRows.get(month)?.lists),
      itemsReceived: toCount(monthRows.get(month)?.items),
    })),
    categories: TOPIC_SLUGS.map((category) => ({
      category,
      listsPublished: toCount(categoryRows.get(category)?.lists),
      itemsReceived: toCount(categoryRows.get(category)?.items),
    })),
  };
}

/** The landing page's figures and lists: urgent ones first, then the newest others. */
export async function readLandingData(db: TDatabase): Promise<TLandingData> {
  const [totals, urgent, newest] = await Promise.all([
    readImpactTotals(db),
    browseLists(db, ZBrowseQuery.parse({ sort: 'urgent' })),
    browseLists(db, ZBrowseQuery.parse({ sort: 'newest' })),
  ]);
  const urgentLists = urgent.lists
    .filter((list) => list.urgency === 'urgent' || list.urgency === 'high')
    .slice(0, LANDING_LISTS);
  const shown = new Set(urgentLists.map((list) => list.id));
  const recentLists = newest.lists.filter((list) => !shown.has(list.id)).slice(0, LANDING_LISTS);
  return { totals, urgentLists, recentLists };
}
