import { createTranslator, INTL_LOCALE } from '#client/lib/i18n';
import { tRoutes } from '#client/lib/routes-messages';
import catalog from '#client-catalog/content.json';
import type { TImpact, TImpactCategory, TImpactMonth } from '#shared/schemas/impact';

const t = createTranslator(catalog);

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

// The months are UTC calendar months: formatting them in the reader's zone could show the day before
// the 1st, i.e. the previous month.
const MONTH_AND_YEAR_FORMAT = new Intl.DateTimeFormat(INTL_LOCALE, {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const MONTH_ONLY_FORMAT = new Intl.DateTimeFormat(INTL_LOCALE, { month: 'short', timeZone: 'UTC' });

export type TMonthSeries = {
  /** "Nov": short enough for twelve labels on a phone's axis. */
  axisLabels: string[];
  /** "Nov 2026": for the table and the text around the chart. */
  monthLabels: string[];
  listsPublished: number[];
  itemsReceived: number[];
};

export type TCategorySeries = {
  topicTitles: string[];
  listsPublished: number[];
  itemsReceived: number[];
};

function parseMonth(month: string): Date | null {
  const match = MONTH_PATTERN.exec(month);
  if (!match) return null;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
}

/** "2026-11" → "Nov 2026"; anything that is not a "YYYY-MM" month is shown as it came. */
export function formatImpactMonth(month: string): string {
  const date = parseMonth(month);
  return date ? MONTH_AND_YEAR_FORMAT.format(date) : month;
}

/** "2026-11" → "Nov". */
export function formatImpactMonthShort(month: string): string {
  const date = parseMonth(month);
  return date ? MONTH_ONLY_FORMAT.format(date) : month;
}

/** "Dec 2025 to Nov 2026", or null when there are no months. */
export function formatMonthRange(months: readonly TImpactMonth[]): string | null {
  const first = months[0];
  const last = months.at(-1);
  if (!first || !last) return null;
  if (first === last) return formatImpactMonth(first.month);
  return t('content.impact.monthRange', {
    from: formatImpactMonth(first.month),
    to: formatImpactMonth(last.month),
  });
}

export function buildMonthSeries(months: readonly TImpactMonth[]): TMonthSeries {
  return {
    axisLabels: months.map((entry) => formatImpactMonthShort(entry.month)),
    monthLabels: months.map((entry) => formatImpactMonth(entry.month)),
    listsPublished: months.map((entry) => entry.listsPublished),
    itemsReceived: months.map((entry) => entry.itemsReceived),
  };
}

export function buildCategorySeries(categories: readonly TImpactCategory[]): TCategorySeries {
  return {
    topicTitles: categories.map((entry) => tRoutes(`routes.topic.${entry.category}`)),
    listsPublished: categories.map((entry) => entry.listsPublished),
    itemsReceived: categories.map((entry) => entry.itemsReceived),
  };
}

export function sumMonths(months: readonly TImpactMonth[]): {
  listsPublished: number;
  itemsReceived: number;
} {
  return months.reduce(
    (sum, entry) => ({
      listsPublished: sum.listsPublished + entry.listsPublished,
      itemsReceived: sum.itemsReceived + entry.itemsReceived,
    }),
    { listsPublished: 0, itemsReceived: 0 },
  );
}

export function hasAnyFigure(rows: readonly { listsPublished: number; itemsReceived: number }[]): boolean {
  return rows.some((row) => row.listsPublished > 0 || row.itemsReceived > 0);
}

/** True when there is nothing at all to show: every total, month and topic is zero. */
export function isImpactEmpty(impact: TImpact): boolean {
  const { totals } = impact;
  const hasTotals = totals.listsPublished > 0 || totals.itemsReceived > 0 || totals.listsFulfilled > 0;
  return !hasTotals && !hasAnyFigure(impact.months) && !hasAnyFigure(impact.categories);
}
