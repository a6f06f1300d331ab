import { type SQL, sql } from 'drizzle-orm';
import { toRows } from '#server/db/client';
import type { TExecutor, TTransaction } from '#server/db/transaction';
import { DomainError } from '#server/domain/domain-error';
import type { TMessage } from '#server/services/translations';
import {
  ACTIVE_RESERVATIONS_MAX,
  ADDRESS_LISTS_PER_DAY,
  OPEN_GIFTS_MAX,
  OPEN_GIFTS_PER_LIST_MAX,
  PURCHASE_REPORTS_PER_DAY,
  REPORTED_GIFT_OPEN_DAYS,
  RESERVATIONS_PER_DAY,
  REVEAL_COOLDOWN_MINUTES,
  type TDonorLimit,
} from '#shared/pledge-limits';

/**
 * The counts a donor may reach (docs/decisions/020). The app keeps the defaults; only a measurement
 * raises them (buildApp's donorLimits), so that a load of reservations measures reserving, not refusals.
 */
export type TDonorLimits = {
  activeReservations: number;
  openGiftsPerList: number;
  openGifts: number;
  reservationsPerDay: number;
  purchaseReportsPerDay: number;
  addressListsPerDay: number;
};

export const DEFAULT_DONOR_LIMITS: Readonly<TDonorLimits> = {
  activeReservations: ACTIVE_RESERVATIONS_MAX,
  openGiftsPerList: OPEN_GIFTS_PER_LIST_MAX,
  openGifts: OPEN_GIFTS_MAX,
  reservationsPerDay: RESERVATIONS_PER_DAY,
  purchaseReportsPerDay: PURCHASE_REPORTS_PER_DAY,
  addressListsPerDay: ADDRESS_LISTS_PER_DAY,
};

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** A pledge limit stopped a donor: the answer says which, and when they can try again where time helps. */
export class DonorLimitError extends DomainError {
  constructor(
    public readonly limit: TDonorLimit,
    kind: 'conflict' | 'too-many',
    message: TMessage,
    retryAfterSeconds?: number,
  ) {
    super(kind, message, { retryAfterSeconds });
  }
}

/**
 * Locks the donor's own row until the transaction ends, so their limits are counted one request at a
 * time on every instance: two requests at once cannot both be the last one allowed. FOR NO KEY UPDATE
 * leaves alone the key-share locks that inserts naming the donor take (a notification for them).
 * Every pledge write that counts takes it first, before the list. Answers whether their email address is
 * confirmed, as the database has it now (a session read earlier may be older than the confirmation).
 */
export async function lockDonor(tx: TTransaction, donorId: string): Promise<{ isEmailVerified: boolean }> {
  const [row] = toRows<{ email_verified: boolean }>(
    await tx.execute(sql`select email_verified from users where id = ${donorId} for no key update`),
  );
  return { isEmailVerified: row?.email_verified === true };
}

/** "in about 3 hours (at 4:05 PM UTC)", "in 12 minutes (at …)": a value of a refusal's message. */
export function tryAgainAt(now: Date, at: Date): TMessage {
  const waitMs = Math.max(MINUTE_MS, at.getTime() - now.getTime());
  const minutes = Math.ceil(waitMs / MINUTE_MS);
  const hours = Math.round(waitMs / HOUR_MS);
  return minutes < 60
    ? { key: 'errors.tryAgain.minutes', values: { minutes, at } }
    : { key: 'errors.tryAgain.hours', values: { hours, at } };
}

const toSeconds = (now: Date, at: Date) => Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000));

/** A gift that holds part of a list: reserved, or reported bought recently and not yet confirmed. */
function isOpenGift(now: Date): SQL {
  const since = new Date(now.getTime() - REPORTED_GIFT_OPEN_DAYS * DAY_MS).toISOString();
  return sql`(status = 'reserved' or (status = 'purchased' and purchased_at > ${since}::timestamptz))`;
}

/**
 * The moment the oldest of `times` that keeps a rolling 24-hour count at its maximum leaves the window:
 * when one more is allowed.
 */
async function findNextFreeAt(tx: TExecutor, times: SQL, count: number, max: number): Promise<Date> {
  const [row] = toRows<{ at: Date | string }>(
    await tx.execute(sql`select at from (${times}) as t order by at asc offset ${count - max} limit 1`),
  );
  return new Date(new Date(row?.at ?? 0).getTime() + DAY_MS);
}

/** Refuses a gift the donor may not take now on this list (the caller holds lockDonor). */
async function assertOpenGiftsBelowCaps(
  tx: TExecutor,
  { donorId, listId, now, limits }: { donorId: string; listId: string; now: Date; limits: TDonorLimits },
  counts?: { openGifts: number; openOnList: number },
): Promise<void> {
  const open = isOpenGift(now);
  const [row] = counts
    ? [{ open_gifts: counts.openGifts, open_on_list: counts.openOnList }]
    : toRows<{ open_gifts: number; open_on_list: number }>(
        await tx.execute(sql`
          select count(*)::int as open_gifts,
            count(*) filter (where list_id = ${listId})::int as open_on_list
          from pledges where donor_id = ${donorId} and ${open}`),
      );
  const onList = Number(row?.open_on_list ?? 0);
  const overall = Number(row?.open_gifts ?? 0);
  if (onList >= limits.openGiftsPerList) {
    throw new DonorLimitError('open_gifts_per_list', 'conflict', {
      key: 'errors.gifts.openGiftsPerList',
      values: { count: onList, max: limits.openGiftsPerList },
    });
  }
  if (overall >= limits.openGifts) {
    throw new DonorLimitError('open_gifts', 'conflict', {
      key: 'errors.gifts.openGifts',
      values: { count: overall, max: limits.openGifts, days: REPORTED_GIFT_OPEN_DAYS },
    });
  }
}

/**
 * Whether the donor may reserve on this list now: at most 10 reservations at once, 6 open gifts on one
 * list and 20 on all (reported but unconfirmed ones count), and 20 reservations in any 24 hours.
 * Decided on the pledges themselves while the donor's row is locked (lockDonor).
 */
export async function assertCanReserve(
  tx: TExecutor,
  donorId: string,
  listId: string,
  now: Date,
  limits: TDonorLimits,
): Promise<void> {
  const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
  const open = isOpenGift(now);
  const [row] = toRows<{ reserved: number; open_gifts: number; open_on_list: number; today: number }>(
    await tx.execute(sql`
      select count(*) filter (where status = 'reserved')::int as reserved,
        count(*) filter (where ${open})::int as open_gifts,
        count(*) filter (where ${open} and list_id = ${listId})::int as open_on_list,
        count(*) filter (where reserved_at > ${dayAgo}::timestamptz)::int as today
      from pledges
      where donor_id = ${donorId}
        and (status in ('reserved', 'purchased') or reserved_at > ${dayAgo}::timestamptz)`),
  );
  if (Number(row?.reserved ?? 0) >= limits.activeReservations) {
    throw new DomainError('conflict', {
      key: 'errors.gifts.activeReservations',
      values: { max: limits.activeReservations },
    });
  }
  await assertOpenGiftsBelowCaps(
    tx,
    { donorId, listId, now, limits },
    {
      openGifts: Number(row?.open_gifts ?? 0),
      openOnList: Number(row?.open_on_list ?? 0),
    },
  );
  const today = Number(row?.today ?? 0);
  if (today >= limits.reservationsPerDay) {
    const at = await findNextFreeAt(
      tx,
      sql`select reserved_at as at from pledges
        where donor_id = ${donorId} and reserved_at > ${dayAgo}::timestamptz`,
      today,
      limits.reservationsPerDay,
    );
    throw new DonorLimitError(
      'reservations_per_day',
      'too-many',
      { key: 'errors.gifts.reservationsPerDay', values: { count: today, tryAgain: tryAgainAt(now, at) } },
      toSeconds(now, at),
    );
  }
}

/**
 * Whether the donor may report a purchase now: 10 reports in any 24 hours, and a reservation that ran
 * out takes its quantity again only within the open-gift caps.
 */
export async function assertCanReport(
  tx: TExecutor,
  donorId: string,
  pledge: { listId: string; status: string },
  now: Date,
  limits: TDonorLimits,
): Promise<void> {
  const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
  const [row] = toRows<{ today: number }>(
    await tx.execute(sql`
      select count(*)::int as today from pledges
      where donor_id = ${donorId} and purchased_at > ${dayAgo}::timestamptz`),
  );
  const today = Number(row?.today ?? 0);
  if (today >= limits.purchaseReportsPerDay) {
    const at = await findNextFreeAt(
      tx,
      sql`select purchased_at as at from pledges
        where donor_id = ${donorId} and purchased_at > ${dayAgo}::timestamptz`,
      today,
      limits.purchaseReportsPerDay,
    );
    throw new DonorLimitError(
      'reports_per_day',
      'too-many',
      { key: 'errors.gifts.reportsPerDay', values: { count: today, tryAgain: tryAgainAt(now, at) } },
      toSeconds(now, at),
    );
  }
  if (pledge.status === 'expired') {
    await assertOpenGiftsBelowCaps(tx, { donorId, listId: pledge.listId, now, limits });
  }
}

/**
 * Whether the donor may see this list's address now. Seeing again an address they saw in the last
 * 24 hours tells them nothing new and is always allowed; a new one waits 30 minutes after they
 * cancelled a reservation whose address they saw, and at most 5 lists' addresses a day are shown.
 */
export async function assertCanReveal(
  tx: TExecutor,
  donorId: string,
  listId: string,
  now: Date,
  limits: TDonorLimits,
): Promise<void> {
  const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
  const cooldownSince = new Date(now.getTime() - REVEAL_COOLDOWN_MINUTES * MINUTE_MS).toISOString();
  const seenLists = sql`select r.list_id, max(r.revealed_at) as at
    from address_reveals r join pledges p on p.id = r.pledge_id
    where p.donor_id = ${donorId} and r.revealed_at > ${dayAgo}::timestamptz
    group by r.list_id`;
  const [row] = toRows<{ lists: number; is_seen: boolean; cancelled_at: Date | string | null }>(
    await tx.execute(sql`
      select (select count(*)::int from (${seenLists}) as s) as lists,
        exists (select 1 from (${seenLists}) as s where s.list_id = ${listId}) as is_seen,
        (select max(p.ended_at) from pledges p
          where p.donor_id = ${donorId} and p.ended_reason = 'donor'
            and p.ended_at > ${cooldownSince}::timestamptz
            and exists (select 1 from address_reveals r where r.pledge_id = p.id)) as cancelled_at`),
  );
  if (!row || row.is_seen) return;
  if (row.cancelled_at !== null) {
    const at = new Date(new Date(row.cancelled_at).getTime() + REVEAL_COOLDOWN_MINUTES * MINUTE_MS);
    throw new DonorLimitError(
      'reveal_cooldown',
      'too-many',
      { key: 'errors.gifts.revealCooldown', values: { tryAgain: tryAgainAt(now, at) } },
      toSeconds(now, at),
    );
  }
  const lists = Number(row.lists);
  if (lists >= limits.addressListsPerDay) {
    const at = await findNextFreeAt(
      tx,
      sql`select at from (${seenLists}) as s`,
      lists,
      limits.addressListsPerDay,
    );
    throw new DonorLimitError(
      'address_lists_per_day',
      'too-many',
      { key: 'errors.gifts.addressListsPerDay', values: { count: lists, tryAgain: tryAgainAt(now, at) } },
      toSeconds(now, at),
    );
  }
}
