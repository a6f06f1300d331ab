import { formatCount } from '#client/lib/format-count';

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DECIMAL_FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
// The period's days are UTC days: formatted in the reader's own zone, "2026-11-23" could read as Nov 22.
const DAY_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const SHORT_DAY_FORMAT = new Intl.DateTimeFormat('en-US', {
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
  return `${formatStatsDay(period.from)} to ${formatStatsDay(period.to)}`;
}

/** 250 → "4 min 10 s"; whole minutes drop the seconds, and an hour or more drops them too. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  if (seconds < 60) return `${seconds} s`;
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  if (hours > 0) return minutes > 0 ? `${formatCount(hours)} h ${minutes} min` : `${formatCount(hours)} h`;
  return rest > 0 ? `${minutes} min ${rest} s` : `${minutes} min`;
}

/** 3.25 → "3.3 days"; 1 → "1 day". */
export function formatDays(days: number): string {
  return `${DECIMAL_FORMAT.format(days)} ${days === 1 ? 'day' : 'days'}`;
}

/** 12.5 → "12.5 hours"; 1 → "1 hour". */
export function formatHours(hours: number): string {
  return `${DECIMAL_FORMAT.format(hours)} ${hours === 1 ? 'hour' : 'hours'}`;
}
