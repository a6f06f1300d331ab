import type { TPledgeEndReason, TPledgeStatus } from '#shared/pledge-limits';
import { isTimeUp, TIME_UP_TEXT } from './format-time-left';

/** "Blankets" for one, "2 × Blankets" for more. */
export function formatGiftName(quantity: number, itemName: string): string {
  return quantity === 1 ? itemName : `${quantity} × ${itemName}`;
}

/** What is left of an item for a new reservation (reserved and bought pieces are taken). */
export function countStillNeeded(item: {
  quantity: number;
  quantityReserved: number;
  quantityPurchased: number;
}): number {
  return Math.max(0, item.quantity - item.quantityReserved - item.quantityPurchased);
}

/** "2 reserved · 1 bought · 3 received · 2 thank-yous": the donor's giving at a glance. */
export function summarizeMyGifts(gifts: ReadonlyArray<{ status: TPledgeStatus; thankYou: unknown }>): string {
  const count = (status: TPledgeStatus) => gifts.filter((gift) => gift.status === status).length;
  const thanked = gifts.filter((gift) => gift.thankYou).length;
  return [
    `${count('reserved')} reserved`,
    `${count('purchased')} bought`,
    `${count('received')} received`,
    `${thanked} ${thanked === 1 ? 'thank-you' : 'thank-yous'}`,
  ].join(' · ');
}

/**
 * Whether a donor's reservation is over: ended by the clock, or past its end by the reader's clock
 * while the server has not marked it yet (it does within a minute). Either way the donor reads one
 * thing: the time is up.
 */
export function isReservationOver(
  gift: { status: TPledgeStatus; expiresAt?: string | null },
  now: number,
): boolean {
  return gift.status === 'expired' || (gift.status === 'reserved' && isTimeUp(gift.expiresAt ?? null, now));
}

/** Where a donor's gift stands, in the donor's words (`now`: the reader's clock). */
export function describeMyGiftStatus(
  gift: {
    status: TPledgeStatus;
    notReceivedAt: string | null;
    endedReason?: TPledgeEndReason | null;
    expiresAt?: string | null;
  },
  now = Date.now(),
): string {
  if (isReservationOver(gift, now)) return TIME_UP_TEXT;
  if (gift.endedReason === 'never_came') return 'The family said it never came';
  if (gift.endedReason === 'admin') return 'Cancelled by the Kindlist team';
  if (gift.endedReason === 'suspended') return 'Ended when your account was suspended';
  switch (gift.status) {
    case 'reserved':
      return 'Reserved for you';
    case 'purchased':
      return gift.notReceivedAt
        ? 'The family says it has not arrived yet'
        : 'Bought — waiting for the family to confirm';
    case 'received':
      return 'Received';
    case 'cancelled':
      return 'You cancelled this reservation';
    case 'expired':
      return TIME_UP_TEXT;
  }
}

const DATE_TIME_FORMAT = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** "Tue, Mar 4, 3:00 PM" in the reader's own time zone. */
export function formatDateTime(iso: string, format = DATE_TIME_FORMAT): string {
  return format.format(new Date(iso));
}

/** "March 4, 2026". */
export function formatDate(iso: string, format = DATE_FORMAT): string {
  return format.format(new Date(iso));
}
