const DAY_MS = 24 * 60 * 60 * 1000;
/** Accounts younger than this are the ones the queue watches ("new accounts this week"). */
export const NEW_ACCOUNT_DAYS = 7;

export function formatCount(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** How old an account is, in the largest unit a busy admin needs ("3 days old", "2 months old"). */
export function formatAccountAge(createdAt: string, now: Date): string {
  const days = Math.max(0, Math.floor((now.getTime() - new Date(createdAt).getTime()) / DAY_MS));
  if (days === 0) return 'Account made today';
  if (days < 14) return `Account ${formatCount(days, 'day')} old`;
  if (days < 60) return `Account ${formatCount(Math.floor(days / 7), 'week')} old`;
  if (days < 730) return `Account ${formatCount(Math.floor(days / 30), 'month')} old`;
  return `Account ${formatCount(Math.floor(days / 365), 'year')} old`;
}

export function isNewAccount(createdAt: string, now: Date): boolean {
  return now.getTime() - new Date(createdAt).getTime() < NEW_ACCOUNT_DAYS * DAY_MS;
}

/** A moment in the admin's own time zone, with the time ("Mar 4, 2026, 2:05 PM"). */
export function formatAdminDateTime(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    new Date(iso),
  );
}

export function formatAdminDate(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone }).format(new Date(iso));
}

const GIFT_END_WORDS: Record<string, string> = {
  donor: 'Cancelled by the donor',
  never_came: 'The family said it never came',
  admin: 'Cancelled by an admin',
  suspended: 'Ended by the suspension',
};

/** A gift's state for the admin: "Purchased", "The family said it never came". */
export function describeAdminGiftStatus(gift: { status: string; endedReason: string | null }): string {
  const ended = gift.endedReason ? GIFT_END_WORDS[gift.endedReason] : undefined;
  return ended ?? gift.status.charAt(0).toUpperCase() + gift.status.slice(1);
}
