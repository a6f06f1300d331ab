import { sql } from 'drizzle-orm';
import { toRows } from '#server/db/client';
import type { TExecutor } from '#server/db/transaction';
import type { TListChange } from './list-access';

/**
 * Rewrites the search text and item sums of a list from its rows (same transaction as the change). A
 * published list is `fulfilled` while every item has been received, and `active` again when an item
 * is added or a quantity raised. Answers whether this change made it fulfilled.
 */
export async function refreshListDerived(
  tx: TExecutor,
  listId: string,
  now: Date,
): Promise<{ isNowFulfilled: boolean; isFulfilledChanged: boolean }> {
  const at = sql`${now.toISOString()}::timestamptz`;
  // One pass over the items (an aggregate without grouping always gives one row, even for none). The
  // SET expressions read the row as it was, so `was_fulfilled` is the status before this change.
  const result = await tx.execute(sql`
    update needs_lists set
      quantity_wanted = totals.wanted,
      quantity_received = totals.received,
      items_count = totals.items,
      search_document = concat_ws(' ', title, title, story, city, region, totals.names),
      status = case
        when status not in ('active', 'fulfilled') then status
        when totals.items > 0 and totals.waiting = 0 then 'fulfilled'
        else 'active' end,
      fulfilled_at = case
        when status not in ('active', 'fulfilled') then fulfilled_at
        when totals.items > 0 and totals.waiting = 0 then coalesce(fulfilled_at, ${at})
        else null end,
      updated_at = ${at}
    from (
      select coalesce(sum(quantity), 0) as wanted, coalesce(sum(quantity_received), 0) as received,
        count(*) as items, count(*) filter (where quantity_received < quantity) as waiting,
        string_agg(name, ' ') as names
      from list_items where list_id = ${listId}
    ) as totals, (select status = 'fulfilled' as was_fulfilled from needs_lists where id = ${listId}) as before
    where id = ${listId}
    returning status, before.was_fulfilled`);
  const [row] = toRows<{ status: string; was_fulfilled: boolean }>(result);
  const isFulfilled = row?.status === 'fulfilled';
  return {
    isNowFulfilled: isFulfilled && !row?.was_fulfilled,
    isFulfilledChanged: row !== undefined && isFulfilled !== row.was_fulfilled,
  };
}

/**
 * What a write to a list's items changed for others: its card (pieces wanted, items, the words search
 * finds), and the counts too when the list became or stopped being fulfilled.
 */
export function toItemsChange(derived: { isFulfilledChanged: boolean }): TListChange {
  return derived.isFulfilledChanged ? 'figures' : 'card';
}
