import { sql } from 'drizzle-orm';
import type { TDatabase } from '#server/db/client';
import type { TAnalyticsBatch } from '#shared/schemas/analytics';

// The key an event is counted under in analytics_daily: a page's path, a CTA's id, a store's name,
// cut to a length an index entry always holds.
const ROLLUP_KEY = sql`left(coalesce(case name when 'page_view' then path when 'cta_click' then params->>'cta_id'
  else params->>'retailer' end, ''), 300)`;
const ROLLUP_ITEMS = sql`coalesce(sum((params->>'items_count')::int) filter (where name = 'purchase_self_reported'), 0)`;

/**
 * Stores a batch and adds it to the daily counts in one statement, so the two never disagree. Rows are
 * upserted in key order: two batches touching the same days and keys lock them in the same order.
 */
export async function recordAnalyticsEvents(
  db: TDatabase,
  batch: TAnalyticsBatch,
  userId: string | null,
  now: Date,
): Promise<number> {
  const events = batch.events.map((event) => ({
    name: event.name,
    params: event.params,
    path: event.name === 'page_view' ? event.params.page_path : batch.path,
  }));
  await db.execute(sql`
    with inserted as (
      insert into analytics_events (name, params, visitor_id, user_id, path, created_at)
      select event.name, event.params, ${batch.visitorId}, ${userId}, event.path, ${now.toISOString()}::timestamptz
      from jsonb_to_recordset(${JSON.stringify(events)}::jsonb) as event(name text, params jsonb, path text)
      returning name, params, path, created_at
    )
    insert into analytics_daily (day, name, key, count, items)
    select (created_at at time zone 'UTC')::date, name, ${ROLLUP_KEY}, count(*), ${ROLLUP_ITEMS}
    from inserted group by 1, 2, 3 order by 2, 1, 3
    on conflict (name, day, key) do update set
      count = analytics_daily.count + excluded.count,
      items = analytics_daily.items + excluded.items`);
  return batch.events.length;
}

/** Recounts analytics_daily from the stored events (after events were written some other way). */
export async function rebuildAnalyticsDaily(db: TDatabase): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from analytics_daily`);
    await tx.execute(sql`
      insert into analytics_daily (day, name, key, count, items)
      select (created_at at time zone 'UTC')::date, name, ${ROLLUP_KEY}, count(*), ${ROLLUP_ITEMS}
      from analytics_events group by 1, 2, 3`);
  });
}
