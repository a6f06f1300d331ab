import { createTranslator, INTL_LOCALE } from '#client/lib/i18n';
import catalog from '#client-catalog/pledges.json';
import type { TPledgeEndReason, TPledgeStatus } from '#shared/pledge-limits';
import { formatTimeUp, isTimeUp } from './format-time-left';

const t = createTranslator(catalog);

/** "Blankets" for one, "2 × Blankets" for more. */
export function formatGiftName(quantity: number, itemName: string): string {
  return quantity === 1 ? itemName : t('pledges.giftName', { quantity, name: itemName });
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
  return t('pledges.summary', {
    reserved: count('reserved'),
    bought: count('purchased'),
    received: count('received'),
    thanked,
  });
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
  if (isReservationOver(gift, now)) return formatTimeUp();
  if (gift.endedReason === 'never_came') return t('pledges.status.neverCame');
  if (gift.endedReason === 'admin') return t('pledges.status.cancelledByTeam');
  if (gift.endedReason === 'suspended') return t('pledges.status.suspended');
  switch (gift.status) {
    case 'reserved':
      return t('pledges.status.reserved');
    case 'purchased':
      return gift.notReceivedAt ? t('pledges.status.notArrivedYet') : t('pledges.status.bought');
    case 'received':
      return t('pledges.status.received');
    case 'cancelled':
      return t('pledges.status.cancelled');
    case 'expired':
      return formatTimeUp();
  }
}

const DATE_TIME_FORMAT = new Intl.DateTimeFormat(INTL_LOCALE, {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const DATE_FORMAT = new Intl.DateTimeFormat(INTL_LOCALE, { month: 'long', day: 'numeric', year: 'numeric' });

/** "Tue, Mar 4, 3:00 PM" in the reader's own time zone. */
export function formatDateTime(iso: string, format = DATE_TIME_FORMAT): string {
  return format.format(new Date(iso));
}

/** "March 4, 2026". */
export function formatDate(iso: string, format = DATE_FORMAT): string {
  return format.format(new Date(iso));
}

/** "Bought at Target on March 4, 2026", as far as the donor said (an empty string when nothing). */
export function formatBoughtFacts(gift: { retailer: string; purchasedAt: string | null }): string {
  const date = gift.purchasedAt ? formatDate(gift.purchasedAt) : null;
  if (gift.retailer && date) return t('pledges.bought.atOn', { store: gift.retailer, date });
  if (gift.retailer) return t('pledges.bought.at', { store: gift.retailer });
  return date ? t('pledges.bought.on', { date }) : '';
}

/**
 * The line under a donor's gifts to a list, from what is true of them now: buy what is reserved, wait
 * for what is on its way, or (everything given arrived) when the family confirmed it came.
 */
export function describeDonorGiftsIntro(
  gifts: ReadonlyArray<{ status: TPledgeStatus; expiresAt?: string | null; receivedAt: string | null }>,
  now: number,
): string {
  if (gifts.some((gift) => gift.status === 'reserved' && !isReservationOver(gift, now))) {
    return t('pledges.donorPanel.introReserved');
  }
  if (gifts.some((gift) => gift.status === 'purchased')) return t('pledges.donorPanel.introGiven');
  const arrivals = gifts.flatMap((gift) =>
    gift.status === 'received' && gift.receivedAt ? [gift.receivedAt] : [],
  );
  const lastArrival = arrivals.sort().at(-1);
  if (lastArrival) {
    return t('pledges.donorPanel.introArrived', { count: arrivals.length, date: formatDate(lastArrival) });
  }
  return t('pledges.donorPanel.introOther');
}
