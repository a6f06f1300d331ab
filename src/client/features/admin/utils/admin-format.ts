import { createTranslator, INTL_LOCALE } from '#client/lib/i18n';
import catalog from '#client-catalog/admin.json';
import { PLEDGE_END_REASONS, PLEDGE_STATUSES } from '#shared/pledge-limits';

const t = createTranslator(catalog);

const DAY_MS = 24 * 60 * 60 * 1000;
/** Accounts younger than this are the ones the queue watches ("new accounts this week"). */
export const NEW_ACCOUNT_DAYS = 7;

/** How old an account is, in the largest unit a busy admin needs ("3 days old", "2 months old"). */
export function formatAccountAge(createdAt: string, now: Date): string {
  const days = Math.max(0, Math.floor((now.getTime() - new Date(createdAt).getTime()) / DAY_MS));
  if (days === 0) return t('admin.accountAge.today');
  if (days < 14) return t('admin.accountAge.days', { count: days });
  if (days < 60) return t('admin.accountAge.weeks', { count: Math.floor(days / 7) });
  if (days < 730) return t('admin.accountAge.months', { count: Math.floor(days / 30) });
  return t('admin.accountAge.years', { count: Math.floor(days / 365) });
}

export function isNewAccount(createdAt: string, now: Date): boolean {
  return now.getTime() - new Date(createdAt).getTime() < NEW_ACCOUNT_DAYS * DAY_MS;
}

/** A moment in the admin's own time zone, with the time ("Mar 4, 2026, 2:05 PM"). */
export function formatAdminDateTime(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(INTL_LOCALE, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    new Date(iso),
  );
}

export function formatAdminDate(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(INTL_LOCALE, { dateStyle: 'medium', timeZone }).format(new Date(iso));
}

const GIFT_END_KEYS = {
  donor: 'admin.giftEnd.donor',
  never_came: 'admin.giftEnd.neverCame',
  admin: 'admin.giftEnd.admin',
  suspended: 'admin.giftEnd.suspended',
} as const satisfies Record<(typeof PLEDGE_END_REASONS)[number], string>;

const GIFT_STATUS_KEYS = {
  reserved: 'admin.giftStatus.reserved',
  purchased: 'admin.giftStatus.purchased',
  received: 'admin.giftStatus.received',
  cancelled: 'admin.giftStatus.cancelled',
  expired: 'admin.giftStatus.expired',
} as const satisfies Record<(typeof PLEDGE_STATUSES)[number], string>;

/** A gift's state for the admin: "Purchased", "The family said it never came". */
export function describeAdminGiftStatus(gift: { status: string; endedReason: string | null }): string {
  const ended = PLEDGE_END_REASONS.find((reason) => reason === gift.endedReason);
  if (ended) return t(GIFT_END_KEYS[ended]);
  const status = PLEDGE_STATUSES.find((known) => known === gift.status);
  return status ? t(GIFT_STATUS_KEYS[status]) : gift.status.charAt(0).toUpperCase() + gift.status.slice(1);
}
