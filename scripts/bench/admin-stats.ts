// The admin statistics part of `npm run bench`: BENCH_EVENTS analytics events (default 1,000,000) spread
// over the last 90 days, then the time of every query the /admin/stats page runs, for 7, 30 and 90 days.
import { sql } from 'drizzle-orm';
import type { TDatabaseHandle } from '#server/db/client';
import { readAdminStats } from '#server/domain/admin/admin-stats';
import { rebuildAnalyticsDaily } from '#server/domain/analytics/analytics';

const CHUNK = 100_000;
const RUNS = 5;

/** Events of the five kinds in plausible shares, from 120,000 visitors over 50 paths and 90 days. */
export async function loadBenchEvents(database: TDatabaseHandle, events: number): Promise<number> {
  const startedAt = performance.now();
  for (let first = 1; first <= events; first += CHUNK) {
    const last = Math.min(first + CHUNK - 1, events);
    await database.db.execute(sql`
      insert into analytics_events (name, params, visitor_id, path, created_at)
      select kind,
        case kind
          when 'page_view' then jsonb_build_object('page_path', page, 'page_location', 'https://kindlist.example' || page)
          when 'cta_click' then jsonb_build_object('cta_id', (array['landing_create_list', 'landing_find_family', 'topic_create_list_baby_items'])[1 + g % 3])
          when 'needs_list_created' then jsonb_build_object('list_id', 'l' || g, 'items_count', 1 + g % 9, 'time_to_complete_sec', 60 + g % 1800)
          else jsonb_build_object('retailer', (array['Amazon', 'Walmart', 'Target', 'Example Shop'])[1 + g % 4], 'list_id', 'l' || g % 5000, 'items_count', 1 + g % 3)
        end,
        'v' || (g::bigint * 7919) % 120000, page, now() - (g % 90) * interval '1 day' - (g % 86400) * interval '1 second'
      from (
        select g,
          case when g % 100 < 80 then 'page_view' when g % 100 < 88 then 'cta_click'
            when g % 100 < 94 then 'outbound_purchase_click' when g % 100 < 96 then 'purchase_self_reported'
            else 'needs_list_created' end as kind,
          case when g % 5 = 0 then '/needslist/l' || g % 5000 else (array['/', '/browse', '/products', '/faq', '/blog', '/baby-items', '/clothing', '/about-us'])[1 + g % 8] end as page
        from generate_series(${first}::int, ${last}::int) as g
      ) as generated`);
  }
  // Generated straight into the table, so the daily counts the page reads are recounted once.
  await rebuildAnalyticsDaily(database.db);
  await database.db.execute(sql`analyze analytics_events`);
  await database.db.execute(sql`analyze analytics_daily`);
  return performance.now() - startedAt;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Rows: period, median and worst time of the whole page's queries (they run concurrently, as the route runs them). */
export async function measureAdminStats(database: TDatabaseHandle): Promise<string[][]> {
  const rows = [['period', 'median ms', 'worst ms', 'goal']];
  for (const days of [7, 30, 90]) {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const startedAt = performance.now();
      await readAdminStats(database.db, { days }, new Date());
      times.push(performance.now() - startedAt);
    }
    const middle = median(times);
    rows.push([
      `last ${days} days`,
      middle.toFixed(0),
      Math.max(...times).toFixed(0),
      middle < 300 ? 'PASS (< 300 ms)' : 'MISS (< 300 ms)',
    ]);
  }
  return rows;
}
