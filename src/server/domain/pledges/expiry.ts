import { sql } from 'drizzle-orm';
import { toRows } from '#server/db/client';
import {
  RESERVATION_HOURS,
  RESERVATION_REMINDER_HOURS,
  UNCONFIRMED_HOLD_MINUTES,
} from '#shared/pledge-limits';
import { type TListDeps, toChangedTags } from '../needs-lists/list-access';
import { notifyUsers } from '../notifications/notify';
import { endReservationsAndTellDonors, type TEndedRow } from '../reservations/end-reservations';
import { formatQuantity } from '../reservations/item-counts';
import { toDonorGiftsLink } from './pledge-access';

/** Reservations one run handles at most (the next run takes the rest). */
const BATCH = 500;

/**
 * Reminds donors 12 hours before a reservation ends, then ends it when its 72 hours are over (the
 * quantity re-opens). Run by a background job on every instance: each step is one UPDATE that claims
 * its rows with FOR UPDATE SKIP LOCKED and a state change, so two instances never remind or expire
 * the same reservation twice, and nothing waits for a request. Answers how many of each it did.
 */
export async function expireReservations(
  deps: Pick<TListDeps, 'db' | 'publicCache' | 'clock'>,
): Promise<{ reminded: number; expired: number }> {
  const now = deps.clock.now();
  const at = now.toISOString();
  const reminded = await deps.db.transaction(async (tx) => {
    const due = toRows<TEndedRow & { time_zone: string | null }>(
      await tx.execute(sql`
        with claimed as (
          select id from pledges
          where status = 'reserved' and reminded_at is null and expires_at > ${at}::timestamptz
            and hold_network is null
            and expires_at <= ${at}::timestamptz + ${`${RESERVATION_REMINDER_HOURS} hours`}::interval
          order by id limit ${BATCH} for update skip locked
        )
        update pledges p set reminded_at = ${at}::timestamptz
        from claimed, list_items i, needs_lists l
        where p.id = claimed.id and i.id = p.item_id and l.id = p.list_id
        returning p.id, p.donor_id, p.list_id, p.item_id, p.quantity, p.expires_at, p.time_zone,
          i.name as item_name, l.title as list_title`),
    );
    await notifyUsers(
      tx,
      due.flatMap((row) =>
        row.donor_id
          ? [
              {
                userId: row.donor_id,
                type: 'pledge_expiring' as const,
                titleKey: 'notifications.reservationEnding.title',
                messageKey: 'notifications.reservationEnding.message',
                values: {
                  item: row.item_name,
                  what: formatQuantity(row.quantity, row.item_name),
                  list: row.list_title,
                  // Written in the donor's zone and language when read.
                  endsAt: new Date(row.expires_at).toISOString(),
                  timeZone: row.time_zone ?? '',
                },
                link: toDonorGiftsLink(row.list_id),
              },
            ]
          : [],
      ),
      now,
    );
    return due.length;
  });

  const expired = await deps.db.transaction((tx) =>
    endReservationsAndTellDonors(
      tx,
      sql`select id from pledges
      where status = 'reserved' and expires_at <= ${at}::timestamptz
      order by id limit ${BATCH} for update skip locked`,
      'expired',
      now,
      (row) => ({
        type: 'pledge_expired',
        titleKey: 'notifications.reservationEnded.title',
        messageKey: row.is_short_hold
          ? 'notifications.reservationEnded.shortHoldExpired'
          : 'notifications.reservationEnded.expired',
        values: {
          item: row.item_name,
          what: formatQuantity(row.quantity, row.item_name),
          list: row.list_title,
          hours: RESERVATION_HOURS,
          ...(row.is_short_hold ? { minutes: UNCONFIRMED_HOLD_MINUTES } : {}),
        },
        link: toDonorGiftsLink(row.list_id),
      }),
    ),
  );
  // Their quantities re-open on their lists' pages (cards count pieces received only).
  deps.publicCache.markChanged(
    [...new Set(expired.map((row) => row.list_id))].flatMap((id) => toChangedTags(id, 'page')),
  );
  return { reminded, expired: expired.length };
}
