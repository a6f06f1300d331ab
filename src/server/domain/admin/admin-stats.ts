import { sql } from 'drizzle-orm';
import { type TDatabase, toRows } from '#server/db/client';
import type { TAdminStats, TStatsQuery } from '#shared/schemas/admin-stats';

const DAY_MS = 86_400_000;
const TOP_PAGES = 10;
// The most frequent CTA ids and stores shown per kind: whatever a client sends, the answer stays small.
const KEYS_PER_KIND = 20;
// The paths of a list's page (the route table's list paths and their old names), for the funnel's "list viewed" step.
const LIST_PAGE_PATHS = sql`(path like '/needslist/%' or path like '/wishlist/%' or path like '/wishlists/%')`;

type TRow = Record<string, unknown>;

function toInt(value: unknown): number {
  return Math.round(Number(value ?? 0));
}

function toNullableNumber(value: unknown, digits = 1): number | null {
  if (value === null || value === undefined) return null;
  const factor = 10 ** digits;
  return Math.round(Number(value) * factor) / factor;
}

function toDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The period as whole UTC days: [start, end) and its days, oldest first. */
export function resolveStatsPeriod(
  query: TStatsQuery,
  now: Date,
): { start: Date; end: Date; days: string[] } {
  const today = Date.parse(toDay(now));
  const from = query.from ? Date.parse(query.from) : today - ((query.days ?? 30) - 1) * DAY_MS;
  const to = query.to ? Date.parse(query.to) : today;
  const days: string[] = [];
  for (let at = from; at <= to; at += DAY_MS) days.push(toDay(new Date(at)));
  return { start: new Date(from), end: new Date(to + DAY_MS), days };
}

/**
 * Everything /admin/stats shows for a period: event counts from the daily rollup (analytics_daily), the
 * median time to complete a list from its few events, the rest from the lists, pledges and reports.
 */
export async function readAdminStats(db: TDatabase, query: TStatsQuery, now: Date): Promise<TAdminStats> {
  const { start, end, days } = resolveStatsPeriod(query, now);
  const inPeriod = (column: ReturnType<typeof sql>) =>
    sql`${column} >= ${start.toISOString()}::timestamptz and ${column} < ${end.toISOString()}::timestamptz`;
  const inDays = sql`day >= ${days[0]}::date and day <= ${days.at(-1)}::date`;
  const [rollup, topPages, completion, database, databaseDaily] = await Promise.all([
    // Counts come from the daily rollup (one row per day, kind and key), never from the events.
    db.execute(sql`
      select name, key, '' as day, count, items from (
        select name, key, sum(count) as count, sum(items) as items,
          row_number() over (partition by name order by sum(count) desc, key) as rank
        from analytics_daily where name <> 'page_view' and ${inDays}
        group by name, key
      ) as ranked where rank <= ${KEYS_PER_KIND}
      union all
      select 'page_view', case when ${LIST_PAGE_PATHS} then 'list' else '' end, day::text, sum(count), 0
      from (select key as path, day, count from analytics_daily where name = 'page_view' and ${inDays}) as views
      group by 2, 3`),
    db.execute(sql`
      select key as path, sum(count) as views from analytics_daily
      where name = 'page_view' and ${inDays}
      group by key order by views desc, key limit ${TOP_PAGES}`),
    db.execute(sql`
      select percentile_cont(0.5) within group (order by (params->>'time_to_complete_sec')::numeric) as median
      from analytics_events where name = 'needs_list_created' and ${inPeriod(sql`created_at`)}`),
    db.execute(sql`
      select
        (select count(*) from needs_lists where not is_demo and ${inPeriod(sql`created_at`)}) as lists_created,
        (select count(*) from needs_lists where not is_demo and ${inPeriod(sql`published_at`)}) as lists_published,
        (select coalesce(sum(quantity), 0) from pledges where status = 'received' and ${inPeriod(sql`received_at`)}) as items_received,
        (select count(*) from needs_lists where not is_demo and ${inPeriod(sql`fulfilled_at`)}) as lists_fulfilled,
        (select percentile_cont(0.5) within group (order by extract(epoch from fulfilled_at - published_at) / 86400)
          from needs_lists where not is_demo and ${inPeriod(sql`fulfilled_at`)}) as median_days_to_fulfil,
        (select count(*) from pledges where status = 'expired' and ${inPeriod(sql`ended_at`)}) as expired,
        (select count(*) from list_reports where ${inPeriod(sql`created_at`)}) as reports_opened,
        (select count(*) from list_reports where ${inPeriod(sql`resolved_at`)}) as reports_resolved,
        (select percentile_cont(0.5) within group (order by extract(epoch from resolved_at - created_at) / 3600)
          from list_reports where ${inPeriod(sql`resolved_at`)}) as median_hours_to_resolve,
        (select count(*) from pledges where status = 'received' and ${inPeriod(sql`received_at`)}) as gifts_received`),
    db.execute(sql`
      select day, sum(created) as created, sum(published) as published, sum(received) as received from (
        select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*) as created, 0 as published, 0 as received
          from needs_lists where not is_demo and ${inPeriod(sql`created_at`)} group by 1
        union all
        select to_char(published_at at time zone 'UTC', 'YYYY-MM-DD'), 0, count(*), 0
          from needs_lists where not is_demo and ${inPeriod(sql`published_at`)} group by 1
        union all
        select to_char(received_at at time zone 'UTC', 'YYYY-MM-DD'), 0, 0, sum(quantity)
          from pledges where status = 'received' and ${inPeriod(sql`received_at`)} group by 1
      ) as counts group by day`),
  ]);
  const [figures] = toRows<TRow>(database);
  const [completed] = toRows<TRow>(completion);
  const rollupRows = toRows<TRow>(rollup);
  const databaseByDay = new Map(toRows<TRow>(databaseDaily).map((row) => [String(row.day), row]));
  const viewsByDay = new Map<string, number>();
  let pageViews = 0;
  let listPageViews = 0;
  const sumByKey = (name: string) => {
    const sums = new Map<string, { count: number; items: number }>();
    for (const row of rollupRows) {
      if (row.name !== name) continue;
      const sum = sums.get(String(row.key)) ?? { count: 0, items: 0 };
      sums.set(String(row.key), { count: sum.count + toInt(row.count), items: sum.items + toInt(row.items) });
    }
    return [...sums.entries()]
      .map(([key, sum]) => ({ key, ...sum }))
      .sort((left, right) => right.count - left.count || left.key.localeCompare(right.key));
  };
  for (const row of rollupRows) {
    if (row.name !== 'page_view') continue;
    const views = toInt(row.count);
    pageViews += views;
    if (row.key === 'list') listPageViews += views;
    viewsByDay.set(String(row.day), (viewsByDay.get(String(row.day)) ?? 0) + views);
  }
  const outboundClicks = sumByKey('outbound_purchase_click');
  const purchasesReported = sumByKey('purchase_self_reported');
  return {
    period: { from: days[0] ?? '', to: days.at(-1) ?? '', days: days.length },
    visits: {
      pageViews,
      topPages: toRows<TRow>(topPages).map((row) => ({ path: String(row.path), views: toInt(row.views) })),
    },
    daily: days.map((day) => ({
      date: day,
      pageViews: viewsByDay.get(day) ?? 0,
      listsCreated: toInt(databaseByDay.get(day)?.created),
      listsPublished: toInt(databaseByDay.get(day)?.published),
      itemsReceived: toInt(databaseByDay.get(day)?.received),
    })),
    ctaClicks: sumByKey('cta_click').map((row) => ({ ctaId: row.key, count: row.count })),
    lists: {
      created: toInt(figures?.lists_created),
      published: toInt(figures?.lists_published),
      medianSecondsToComplete: toNullableNumber(completed?.median, 0),
    },
    outboundClicks: outboundClicks.map((row) => ({ retailer: row.key, count: row.count })),
    purchasesReported: purchasesReported.map((row) => ({
      retailer: row.key,
      count: row.count,
      items: row.items,
    })),
    giving: {
      itemsReceived: toInt(figures?.items_received),
      listsFulfilled: toInt(figures?.lists_fulfilled),
      medianDaysToFulfil: toNullableNumber(figures?.median_days_to_fulfil),
      expiredReservations: toInt(figures?.expired),
    },
    reports: {
      opened: toInt(figures?.reports_opened),
      resolved: toInt(figures?.reports_resolved),
      medianHoursToResolve: toNullableNumber(figures?.median_hours_to_resolve),
    },
    funnel: [
      { step: 'Page views', count: pageViews },
      { step: 'List page views', count: listPageViews },
      { step: 'Clicks to a store', count: outboundClicks.reduce((sum, row) => sum + row.count, 0) },
      { step: 'Purchases reported', count: purchasesReported.reduce((sum, row) => sum + row.count, 0) },
      { step: 'Gifts received', count: toInt(figures?.gifts_received) },
    ],
  };
}
