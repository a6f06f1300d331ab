import { ANONYMOUS_DONOR_NAME, NEVER_CAME_AFTER_DAYS, NOT_ARRIVED_NOTICE_HOURS } from '#shared/pledge-limits';
import type { TListPledge } from '#shared/schemas/pledge';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** "From Sam", "From an anonymous donor" (the server's name for one, in the middle of a sentence). */
export function formatFrom(donorName: string): string {
  return `From ${donorName === ANONYMOUS_DONOR_NAME ? donorName.toLowerCase() : donorName}`;
}

/** Who "we tell" in a sentence: the donor's name, or "the donor". */
export function formatTold(donorName: string): string {
  return donorName === ANONYMOUS_DONOR_NAME ? 'the donor' : donorName;
}

/** "Not received yet" tells the donor of a bought gift once a day at most. */
export function canSayNotReceivedYet(gift: TListPledge, now: number): boolean {
  return (
    gift.status === 'purchased' &&
    (!gift.notReceivedAt || Date.parse(gift.notReceivedAt) + NOT_ARRIVED_NOTICE_HOURS * HOUR_MS <= now)
  );
}

/** When the family may say a reported gift never came (a week after the report), or null. */
export function findNeverCameFrom(gift: TListPledge): number | null {
  if (gift.status !== 'purchased' || !gift.purchasedAt) return null;
  return Date.parse(gift.purchasedAt) + NEVER_CAME_AFTER_DAYS * DAY_MS;
}
