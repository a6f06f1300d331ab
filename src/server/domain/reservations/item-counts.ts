import { sql } from 'drizzle-orm';
import type { TExecutor } from '#server/db/transaction';

/**
 * Rewrites the reserved, purchased and received counts of items from their pledges, in the caller's
 * transaction, the item rows locked first; the table's check (reserved + purchased <= quantity)
 * refuses any state with more given than wanted. The list's own sums change only with what was
 * received (refreshListDerived, by the family's confirmation): a donor's write never updates the list
 * row, which donors hold FOR SHARE side by side.
 */
export async function refreshItemCounts(tx: TExecutor, itemIds: string[], now: Date): Promise<void> {
  const ids = [...new Set(itemIds)].sort();
  if (ids.length === 0) return;
  const idList = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  // The items are locked first, in id order, and the sums read by the next statement: two
  // transactions ending different pledges of one item (two expiry runs at once) each saw the other's
  // pledge still reserved when the sums were read in the UPDATE itself, and the later one wrote a
  // stale sum. After the lock, the sums are read from a snapshot that has the other's commit.
  await tx.execute(sql`select id from list_items where id in (${idList}) order by id for update`);
  await tx.execute(sql`
    update list_items set
      quantity_reserved = totals.reserved,
      quantity_purchased = totals.purchased,
      quantity_received = totals.received,
      updated_at = ${now.toISOString()}::timestamptz
    from (
      select i.id,
        coalesce(sum(p.quantity) filter (where p.status = 'reserved'), 0) as reserved,
        coalesce(sum(p.quantity) filter (where p.status in ('purchased', 'received')), 0) as purchased,
        coalesce(sum(p.quantity) filter (where p.status = 'received'), 0) as received
      from list_items i left join pledges p on p.item_id = i.id
      where i.id in (${idList})
      group by i.id
    ) as totals
    where list_items.id = totals.id`);
}

/** "Nappies" for one, "3 × Nappies" for more: how notices name a quantity of an item. */
export function formatQuantity(quantity: number, itemName: string): string {
  return quantity === 1 ? itemName : `${quantity} × ${itemName}`;
}
