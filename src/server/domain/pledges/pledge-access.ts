import { and, eq, inArray, sql } from 'drizzle-orm';
import { users } from '#server/db/schema/auth';
import { pledges } from '#server/db/schema/pledges';
import { DomainError } from '#server/domain/domain-error';
import { RESERVATION_HOURS } from '#shared/pledge-limits';
import type { TExecutor, TListDeps, TTransaction } from '../needs-lists/list-access';
import type { TNotice } from '../notifications/notify';
import { formatDonorName } from './donor-name';

/** What the giving writes need: the same as the list writes (database, cipher, public cache, clock). */
export type TPledgeDeps = TListDeps;
export type TPledgeRow = typeof pledges.$inferSelect;

export const PLEDGE_NOT_FOUND_MESSAGE = 'This gift does not exist or is not yours';

/** Where a notification about a list's gifts takes the family, and where it takes the donor. */
export const toFamilyGiftsLink = (listId: string) => `/needslist/${listId}#gifts`;
export const toDonorGiftsLink = (listId: string) => `/needslist/${listId}#your-gifts`;

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

/** A donor's own pledge, locked for the rest of the transaction (404 for anyone else's). */
export async function lockDonorPledge(
  tx: TTransaction,
  donorId: string,
  pledgeId: string,
): Promise<TPledgeRow> {
  const [pledge] = await tx
    .select()
    .from(pledges)
    .where(and(eq(pledges.id, pledgeId), eq(pledges.donorId, donorId)))
    .for('update');
  if (!pledge) throw new DomainError('not-found', PLEDGE_NOT_FOUND_MESSAGE);
  return pledge;
}

/** The list a pledge belongs to (to lock the list before the pledge: the one order every write keeps). */
export async function readPledgeListId(tx: TExecutor, pledgeId: string): Promise<string> {
  const [row] = await tx
    .select({ listId: pledges.listId })
    .from(pledges)
    .where(eq(pledges.id, pledgeId))
    .limit(1);
  if (!row) throw new DomainError('not-found', PLEDGE_NOT_FOUND_MESSAGE);
  return row.listId;
}

/** The name a family reads for each pledge's donor: their public name, unless they chose to stay anonymous. */
export async function readDonorNames(
  tx: TExecutor,
  rows: Array<Pick<TPledgeRow, 'id' | 'donorId' | 'isAnonymous'>>,
): Promise<Map<string, string>> {
  const donorIds = [
    ...new Set(rows.flatMap((row) => (row.donorId && !row.isAnonymous ? [row.donorId] : []))),
  ];
  const donors =
    donorIds.length === 0
      ? []
      : await tx
          .select({
            id: users.id,
            firstName: users.firstName,
            lastName: users.lastName,
            isFullNameShown: users.isFullNameShown,
          })
          .from(users)
          .where(inArray(users.id, donorIds));
  const names = new Map<string, string>();
  for (const row of rows) {
    const donor = row.isAnonymous ? undefined : donors.find((candidate) => candidate.id === row.donorId);
    names.set(row.id, formatDonorName({ isAnonymous: row.isAnonymous, donor: donor ?? null }));
  }
  return names;
}

export function formatQuantity(quantity: number, itemName: string): string {
  return quantity === 1 ? itemName : `${quantity} × ${itemName}`;
}

/** The family's notice of a reservation on their list. */
export function toReservedNotice(
  list: { id: string; ownerId: string; title: string },
  pledge: { id: string; quantity: number },
  itemName: string,
): TNotice {
  return {
    userId: list.ownerId,
    type: 'item_reserved',
    donorOfPledgeId: pledge.id,
    title: `${formatQuantity(pledge.quantity, itemName)} reserved`,
    message: `reserved ${formatQuantity(pledge.quantity, itemName)} for "${list.title}" and has ${RESERVATION_HOURS} hours to buy it.`,
    link: toFamilyGiftsLink(list.id),
  };
}
