import { formatCount } from '#client/lib/format-count';
import { createTranslator, INTL_LOCALE } from '#client/lib/i18n';
import catalog from '#client-catalog/admin-stats.json';

const t = createTranslator(catalog);

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DECIMAL_FORMAT = new Intl.NumberFormat(INTL_LOCALE, { maximumFractionDigits: 1 });
// The period's days are UTC days: formatted in the reader's own zone, "2026-11-23" could read as Nov 22.
const DAY_FORMAT = new Intl.DateTimeFormat(INTL_LOCALE, { dateStyle: 'medium', timeZone: 'UTC' });
const SHORT_DAY_FORMAT = new Intl.DateTimeFormat(INTL_LOCALE, {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

function parseDay(day: string): Date | null {
  const match = DAY_PATTERN.exec(day);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "2026-11-23" → "Nov 23, 2026"; anything else is shown as it came. */
export function formatStatsDay(day: string): string {
  const date = parseDay(day);
  return date ? DAY_FORMAT.format(date) : day;
}

/** "2026-11-23" → "Nov 23": short enough for a chart's axis on a phone. */
export function formatStatsDayShort(day: string): string {
  const date = parseDay(day);
  return date ? SHORT_DAY_FORMAT.format(date) : day;
}

/** "Oct 25, 2026 to Nov 23, 2026", or the one day. */
export function formatStatsPeriod(period: { from: string; to: string }): string {
  if (period.from === period.to) return formatStatsDay(period.from);
  return t('admin-stats.period.range', { from: formatStatsDay(period.from), to: formatStatsDay(period.to) });
}

/** 250 → "4 min 10 s"; whole minutes drop the seconds, and an hour or more drops them too. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  if (seconds < 60) return t('admin-stats.duration.seconds', { seconds });
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  if (hours > 0) {
    return minutes > 0
      ? t('admin-stats.duration.hoursMinutes', { hours: formatCount(hours), minutes })
      : t('admin-stats.duration.hours', { hours: formatCount(hours) });
  }
  return rest > 0
    ? t('admin-stats.duration.minutesSeconds', { minutes, seconds: rest })
    : t('admin-stats.duration.minutes', { minutes });
}

/** 3.25 → "3.3 days"; 1 → "1 day". */
export function formatDays(days: number): string {
  return t('admin-stats.duration.days', { count: days, value: DECIMAL_FORMAT.format(days) });
}

/** 12.5 → "12.5 hours"; 1 → "1 hour". */
export function formatHours(hours: number): string {
  return t('admin-stats.duration.hoursDecimal', { count: hours, value: DECIMAL_FORMAT.format(hours) });
}
