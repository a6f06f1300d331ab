import { INTL_LOCALES } from '#shared/i18n/locales';

/**
 * "Monday, December 1, 2025 at 1:47 AM Eastern Standard Time": a date, a time and the zone's name, in
 * the donor's zone (UTC, named so, when it is not known), in the reader's `Intl` locale.
 */
export function formatInTimeZone(at: Date, timeZone: string | null, intlLocale = INTL_LOCALES.en): string {
  const zone = timeZone ?? 'UTC';
  try {
    return new Intl.DateTimeFormat(intlLocale, {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      // "Coordinated Universal Time" says less to most readers than "UTC".
      timeZoneName: zone === 'UTC' ? 'short' : 'long',
      timeZone: zone,
    }).format(at);
  } catch {
    // A zone this server's data no longer knows.
    return formatInTimeZone(at, null, intlLocale);
  }
}
