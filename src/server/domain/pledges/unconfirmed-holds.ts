import { sql } from 'drizzle-orm';
import { type TDatabase, toRows } from '#server/db/client';
import type { TExecutor } from '#server/db/transaction';
import { DomainError } from '#server/domain/domain-error';
import {
  RESERVATION_HOURS,
  UNCONFIRMED_HOLD_MINUTES,
  UNCONFIRMED_HOLD_QUANTITY_MAX,
  UNCONFIRMED_HOLDS_PER_ACCOUNT,
  UNCONFIRMED_HOLDS_PER_DEVICE,
  UNCONFIRMED_HOLDS_PER_NETWORK,
} from '#shared/pledge-limits';
import { notifyUsers } from '../notifications/notify';
import { DonorLimitError, tryAgainAt } from './donor-limits';
import { toReservedNotice } from './pledge-access';

const MINUTE_MS = 60 * 1000;

/** Where a short hold comes from: keyed hashes of the client's network and of its browser. */
export type THoldOrigin = { network: string; device: string };

/** When a hold made now by a donor whose email is not confirmed ends. */
export function toUnconfirmedHoldEnd(now: Date): Date {
  return new Date(now.getTime() + UNCONFIRMED_HOLD_MINUTES * MINUTE_MS);
}

/**
 * Whether one more short hold is allowed: one piece, at most 2 holds made by the account before it
 * confirms (ever, not at a time: one that ran out does not free a place), and at once at most 2 from its
 * browser and 4 from its network, across every unconfirmed account. Each origin is locked for the rest
 * of the transaction (advisory locks, network first), so two accounts asking at once from one place are
 * counted in turn, on every instance. The caller holds the donor's row lock.
 */
export async function assertCanHoldUnconfirmed(
  tx: TExecutor,
  donorId: string,
  origin: THoldOrigin,
  quantity: number,
  now: Date,
): Promise<void> {
  if (quantity > UNCONFIRMED_HOLD_QUANTITY_MAX) {
    throw new DomainError(
      'invalid',
      { key: 'errors.gifts.unconfirmedQuantity', values: { max: UNCONFIRMED_HOLD_QUANTITY_MAX } },
      { field: 'quantity' },
    );
  }
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`hold-network:${origin.network}`}, 0))`,
  );
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`hold-device:${origin.device}`}, 0))`);
  const at = now.toISOString();
  // Every gift of an account whose email is not confirmed was one of its short holds.
  const [made] = toRows<{ count: number }>(
    await tx.execute(sql`select count(*)::int as count from pledges where donor_id = ${donorId}`),
  );
  if (Number(made?.count ?? 0) >= UNCONFIRMED_HOLDS_PER_ACCOUNT) {
    throw new DonorLimitError('unconfirmed_holds', 'conflict', {
      key: 'errors.gifts.unconfirmedHolds',
      values: { max: UNCONFIRMED_HOLDS_PER_ACCOUNT, hours: RESERVATION_HOURS },
    });
  }
  const [row] = toRows<{ by_device: number; by_network: number; first_end: string | null }>(
    await tx.execute(sql`
      select count(*) filter (where hold_device = ${origin.device})::int as by_device,
        count(*) filter (where hold_network = ${origin.network})::int as by_network,
        min(expires_at) as first_end
      from pledges
      where status = 'reserved' and hold_network is not null and expires_at > ${at}::timestamptz
        and (hold_device = ${origin.device} or hold_network = ${origin.network})`),
  );
  if (
    Number(row?.by_device ?? 0) >= UNCONFIRMED_HOLDS_PER_DEVICE ||
    Number(row?.by_network ?? 0) >= UNCONFIRMED_HOLDS_PER_NETWORK
  ) {
    const tryAgain = row?.first_end ? new Date(row.first_end) : toUnconfirmedHoldEnd(now);
    throw new DonorLimitError(
      'unconfirmed_holds',
      'too-many',
      { key: 'errors.gifts.unconfirmedHoldsNearby', values: { tryAgain: tryAgainAt(now, tryAgain) } },
      Math.max(1, Math.ceil((tryAgain.getTime() - now.getTime()) / 1000)),
    );
  }
}

/**
 * A donor confirmed their email: their short holds still running become full reservations from now,
 * stop counting against their browser and network, and are told to the families. Run on every change
 * to the user; it changes nothing when there is nothing to convert.
 */
export async function confirmUnconfirmedHolds(db: TDatabase, donorId: string, now: Date): Promise<number> {
  const at = now.toISOString();
  return db.transaction(async (tx) => {
    const converted = toRows<{
      id: string;
      quantity: number;
      list_id: string;
      owner_id: string;
      list_title: string;
      item_name: string;
    }>(
      await tx.execute(sql`
        update pledges p set
          expires_at = ${at}::timestamptz + ${`${RESERVATION_HOURS} hours`}::interval,
          hold_network = null,
          hold_device = null
        from needs_lists l, list_items i
        where p.donor_id = ${donorId} and p.status = 'reserved' and p.hold_network is not null
          and p.expires_at > ${at}::timestamptz and l.id = p.list_id and i.id = p.item_id
        returning p.id, p.quantity, p.list_id, l.owner_id, l.title as list_title, i.name as item_name`),
    );
    await notifyUsers(
      tx,
      converted.map((row) =>
        toReservedNotice(
          { id: row.list_id, ownerId: row.owner_id, title: row.list_title },
          { id: row.id, quantity: row.quantity },
          row.item_name,
        ),
      ),
      now,
    );
    return converted.length;
  });
}
