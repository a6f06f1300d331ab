import { STATS_PERIOD_DAYS } from '#shared/schemas/admin-stats';

export const DEFAULT_STATS_DAYS = 30;
const PERIOD_KEYS = ['days', 'from', 'to'] as const;

export type TStatsPeriodParams = { days?: string; from?: string; to?: string };

/**
 * The period asked for in the page's query string, as written there. Nothing is corrected here: a
 * period the server refuses ("days=14", "to" before "from") reaches it, and its message is shown.
 */
export function readStatsPeriodParams(search: string): TStatsPeriodParams {
  const params = new URLSearchParams(search);
  const period: TStatsPeriodParams = {};
  for (const key of PERIOD_KEYS) {
    const value = params.get(key);
    if (value !== null) period[key] = value;
  }
  return period;
}

/** The API's query string for the period: only its own keys (it refuses others), the last 30 days by default. */
export function buildStatsApiSearch(period: TStatsPeriodParams): string {
  const params = new URLSearchParams();
  for (const key of PERIOD_KEYS) {
    const value = period[key];
    if (value !== undefined) params.set(key, value);
  }
  return params.toString() || buildDaysSearch(DEFAULT_STATS_DAYS);
}

/** Which of the 7, 30 or 90 days buttons is pressed, or null for a custom range. */
export function readSelectedDays(period: TStatsPeriodParams): number | null {
  if (period.from !== undefined || period.to !== undefined) return null;
  if (period.days === undefined) return DEFAULT_STATS_DAYS;
  return STATS_PERIOD_DAYS.find((days) => String(days) === period.days) ?? null;
}

export function isCustomPeriod(period: TStatsPeriodParams): boolean {
  return period.from !== undefined || period.to !== undefined;
}

export function buildDaysSearch(days: number): string {
  return new URLSearchParams({ days: String(days) }).toString();
}

export function buildRangeSearch(from: string, to: string): string {
  return new URLSearchParams({ from, to }).toString();
}
