import { type SQL, sql } from 'drizzle-orm';
import { toRows } from '#server/db/client';
import type { TExecutor } from '#server/db/transaction';
import * as PAGE_PATHS from '#shared/page-paths';
import { notifyUsers, type TNotice } from '../notifications/notify';
import { formatQuantity, refreshItemCounts } from './item-counts';

export type TEndedRow = {
  id: string;
  donor_id: string | null;
  list_id: string;
  item_id: string;
  quantity: number;
  expires_at: Date | string;
  item_name: string;
  list_title: string;
  /** A short hold by a donor whose email was not confirmed (see unconfirmed-holds.ts). */
  is_short_hold: boolean;
};

/**
 * Ends the reservations a claim selects (`select id from pledges … for update`, in id order) as
 * `cancelled` or `expired` in one UPDATE, and re-opens their quantities. Answers what it ended, with
 * the item and list names the donors are told.
 */
export async function endReservations(
  tx: TExecutor,
  claim: SQL,
  status: 'cancelled' | 'expired',
  now: Date,
): Promise<TEndedRow[]> {
  const ended = toRows<TEndedRow>(
    await tx.execute(sql`
      with claimed as (${claim}),
        -- Read before the update: an ended short hold forgets where it came from.
        was as (select q.id, q.hold_network is not null as is_short_hold from pledges q join claimed on claimed.id = q.id)
      update pledges p set status = ${status}, ended_at = ${now.toISOString()}::timestamptz,
        hold_network = null, hold_device = null
      from claimed, was, list_items i, needs_lists l
      where p.id = claimed.id and was.id = p.id and i.id = p.item_id and l.id = p.list_id
      returning p.id, p.donor_id, p.list_id, p.item_id, p.quantity, p.expires_at, i.name as item_name,
        l.title as list_title, was.is_short_hold`),
  );
  await refreshItemCounts(
    tx,
    ended.map((row) => row.item_id),
    now,
  );
  return ended;
}

/** endReservations, then the donor of each ended reservation is told what `describe` says of it. */
export async function endReservationsAndTellDonors(
  tx: TExecutor,
  claim: SQL,
  status: 'cancelled' | 'expired',
  now: Date,
  describe: (row: TEndedRow) => Omit<TNotice, 'userId'>,
): Promise<TEndedRow[]> {
  const ended = await endReservations(tx, claim, status, now);
  await notifyUsers(
    tx,
    ended.flatMap((row) => (row.donor_id ? [{ userId: row.donor_id, ...describe(row) }] : [])),
    now,
  );
  return ended;
}

/** Why a list stops taking gifts (the notice's message says it in the reader's language). */
type TListEndReason = 'archived' | 'private' | 'hidden' | 'deleted';

/**
 * Ends the open reservations on lists that stop taking gifts (archived, hidden, deleted) and tells
 * each donor. Bought gifts stay: they may still arrive. Rows are locked in id order, as the expiry job
 * takes them, so the two cannot deadlock.
 */
export async function endOpenReservations(
  tx: TExecutor,
  listIds: string[],
  reason: TListEndReason,
  now: Date,
): Promise<number> {
  if (listIds.length === 0) return 0;
  const ended = await endReservationsAndTellDonors(
    tx,
    sql`select id from pledges
      where list_id in (${sql.join(
        listIds.map((id) => sql`${id}`),
        sql`, `,
      )}) and status = 'reserved'
      order by id for update`,
    'cancelled',
    now,
    (row) => ({
      type: 'reservation_ended',
      titleKey: 'notifications.reservationEnded.title',
      messageKey: 'notifications.reservationEnded.listClosed',
      values: {
        item: row.item_name,
        what: formatQuantity(row.quantity, row.item_name),
        list: row.list_title,
        reason,
      },
      link: PAGE_PATHS.myGifts,
    }),
  );
  return ended.length;
}

/** A donor who closes their account lets go of their reservations (bought gifts stay, nameless). */
export async function endDonorReservations(tx: TExecutor, donorId: string, now: Date): Promise<string[]> {
  const ended = await endReservations(
    tx,
    sql`select id from pledges where donor_id = ${donorId} and status = 'reserved' order by id for update`,
    'cancelled',
    now,
  );
  return [...new Set(ended.map((row) => row.list_id))];
}

/**
 * Tells the donors whose bought gifts were still on their way to lists that are being deleted with
 * their family's account: those gifts leave My gifts with the list.
 */
export async function tellBuyersOfClosedLists(tx: TExecutor, listIds: string[], now: Date): Promise<void> {
  if (listIds.length === 0) return;
  const buyers = toRows<{ donor_id: string; quantity: number; item_name: string; list_title: string }>(
    await tx.execute(sql`
      select p.donor_id, p.quantity, i.name as item_name, l.title as list_title
      from pledges p join list_items i on i.id = p.item_id join needs_lists l on l.id = p.list_id
      where p.list_id in (${sql.join(
        listIds.map((id) => sql`${id}`),
        sql`, `,
      )}) and p.status = 'purchased' and p.donor_id is not null`),
  );
  await notifyUsers(
    tx,
    buyers.map((row) => ({
      userId: row.donor_id,
      type: 'reservation_ended' as const,
      titleKey: 'notifications.closedListBought.title',
      messageKey: 'notifications.closedListBought.message',
      values: {
        item: row.item_name,
        what: formatQuantity(row.quantity, row.item_name),
        list: row.list_title,
      },
      link: PAGE_PATHS.myGifts,
    })),
    now,
  );
}
