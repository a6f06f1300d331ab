import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/family-gifts.json';
import { ANONYMOUS_DONOR_NAME, NEVER_CAME_AFTER_DAYS, NOT_ARRIVED_NOTICE_HOURS } from '#shared/pledge-limits';
import type { TListPledge } from '#shared/schemas/pledge';

const t = createTranslator(catalog);

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * A donor as a message's values: `donor` chooses the words for one who stays anonymous (the server
 * names them ANONYMOUS_DONOR_NAME), `name` is the name otherwise:
 * `{donor, select, anonymous {the donor} other {{name}}}`.
 */
export type TDonorValues = { donor: 'anonymous' | 'named'; name: string };

export function readDonor(donorName: string): TDonorValues {
  return { donor: donorName === ANONYMOUS_DONOR_NAME ? 'anonymous' : 'named', name: donorName };
}

/** The donor's name as shown on its own: theirs, or "An anonymous donor" in the page's language. */
export function formatDonorName(donorName: string): string {
  return donorName === ANONYMOUS_DONOR_NAME ? t('family-gifts.donor.anonymous') : donorName;
}

/** "From Sam", "From an anonymous donor". */
export function formatFrom(donorName: string): string {
  return t('family-gifts.from', readDonor(donorName));
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
