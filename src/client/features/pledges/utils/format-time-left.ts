import { createTranslator, INTL_LOCALE } from '#client/lib/i18n';
import catalog from '#client-catalog/pledges.json';

const t = createTranslator(catalog);

const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

// The donor's own time zone: they plan their shopping by their clock. A date with the weekday: a
// weekday alone is ambiguous for a reservation that may run into next week's same day.
const UNTIL_FORMAT = new Intl.DateTimeFormat(INTL_LOCALE, {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "Your reservation time is up". */
export function formatTimeUp(): string {
  return t('pledges.time.up');
}

/** "71 hours left", "45 minutes left", or null once the reservation has run out. */
export function formatTimeLeft(expiresAt: string, now: number): string | null {
  const left = Date.parse(expiresAt) - now;
  if (!Number.isFinite(left) || left <= 0) return null;
  if (left >= HOUR_MS) return t('pledges.time.hoursLeft', { count: Math.floor(left / HOUR_MS) });
  return t('pledges.time.minutesLeft', { count: Math.max(1, Math.ceil(left / MINUTE_MS)) });
}

/** "Tue, Mar 4, 3:00 PM": when a reservation ends, by the reader's clock. */
export function formatUntil(expiresAt: string, format = UNTIL_FORMAT): string {
  return format.format(new Date(expiresAt));
}

/** "Reserved until Tue, Mar 4, 3:00 PM (your time) · 71 hours left", or that the time is up. */
export function formatReservedUntil(expiresAt: string, now: number, format = UNTIL_FORMAT): string {
  const left = formatTimeLeft(expiresAt, now);
  if (!left) return formatTimeUp();
  return t('pledges.time.reservedUntil', { until: format.format(new Date(expiresAt)), left });
}

/** Whether a reservation's time is up by the reader's clock (the server ends it within a minute). */
export function isTimeUp(expiresAt: string | null, now: number): boolean {
  return expiresAt !== null && formatTimeLeft(expiresAt, now) === null;
}

/** Whether fewer than `hours` are left (the reminder threshold), to draw the donor's eye. */
export function isEndingSoon(expiresAt: string, now: number, hours: number): boolean {
  return Date.parse(expiresAt) - now < hours * HOUR_MS;
}
