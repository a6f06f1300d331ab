import type { TAdminStats } from '#shared/schemas/admin-stats';
import type { TCsvCell } from './csv';
import { formatStatsDay, formatStatsDayShort, formatStatsPeriod } from './stats-format';

export type TStatsColumn = { heading: string; values: readonly number[] };

/** The figures behind one chart: what its table shows, what its CSV holds and what it draws. */
export type TStatsDataset = {
  caption: string;
  /** Names the CSV file ("cta-clicks" → kindlist-cta-clicks-FROM-to-TO.csv). */
  fileSlug: string;
  rowHeading: string;
  /** The first column as people read it ("Nov 23, 2026"). */
  rowLabels: readonly string[];
  /** The same rows in the CSV, as a program reads them ("2026-11-23"). */
  csvRowLabels: readonly string[];
  /** Under the chart's bars or points: shorter where the table's labels would not fit ("Nov 23"). */
  chartLabels: readonly string[];
  columns: readonly TStatsColumn[];
};

function buildCountDataset(
  options: { caption: string; fileSlug: string; rowHeading: string; countHeading: string },
  rows: ReadonlyArray<{ label: string; count: number }>,
): TStatsDataset {
  const labels = rows.map((row) => row.label);
  return {
    ...options,
    rowLabels: labels,
    csvRowLabels: labels,
    chartLabels: labels,
    columns: [{ heading: options.countHeading, values: rows.map((row) => row.count) }],
  };
}

export function buildPageViewsDataset({ daily, period }: TAdminStats): TStatsDataset {
  return {
    caption: `Page views per day, ${formatStatsPeriod(period)}`,
    fileSlug: 'page-views-per-day',
    rowHeading: 'Day',
    rowLabels: daily.map((day) => formatStatsDay(day.date)),
    csvRowLabels: daily.map((day) => day.date),
    chartLabels: daily.map((day) => formatStatsDayShort(day.date)),
    columns: [{ heading: 'Page views', values: daily.map((day) => day.pageViews) }],
  };
}

export function buildListsPerDayDataset({ daily, period }: TAdminStats): TStatsDataset {
  return {
    caption: `Lists created, lists published and items received per day, ${formatStatsPeriod(period)}`,
    fileSlug: 'lists-per-day',
    rowHeading: 'Day',
    rowLabels: daily.map((day) => formatStatsDay(day.date)),
    csvRowLabels: daily.map((day) => day.date),
    chartLabels: daily.map((day) => formatStatsDayShort(day.date)),
    columns: [
      { heading: 'Lists created', values: daily.map((day) => day.listsCreated) },
      { heading: 'Lists published', values: daily.map((day) => day.listsPublished) },
      { heading: 'Items received', values: daily.map((day) => day.itemsReceived) },
    ],
  };
}

export function buildCtaClicksDataset({ ctaClicks, period }: TAdminStats): TStatsDataset {
  return buildCountDataset(
    {
      caption: `Clicks on each call to action, ${formatStatsPeriod(period)}`,
      fileSlug: 'cta-clicks',
      rowHeading: 'Call to action (cta_id)',
      countHeading: 'Clicks',
    },
    ctaClicks.map((row) => ({ label: row.ctaId, count: row.count })),
  );
}

export function buildOutboundClicksDataset({ outboundClicks, period }: TAdminStats): TStatsDataset {
  return buildCountDataset(
    {
      caption: `Clicks to a store, by retailer, ${formatStatsPeriod(period)}`,
      fileSlug: 'outbound-clicks',
      rowHeading: 'Retailer',
      countHeading: 'Clicks',
    },
    // The schema builds this row type from a key name, so TypeScript sees a loose record here.
    outboundClicks.map((row) => ({ label: String(row.retailer ?? ''), count: Number(row.count ?? 0) })),
  );
}

export function buildPurchasesDataset({ purchasesReported, period }: TAdminStats): TStatsDataset {
  const labels = purchasesReported.map((row) => row.retailer);
  return {
    caption: `Purchases reported by givers, by retailer, ${formatStatsPeriod(period)}`,
    fileSlug: 'purchases-reported',
    rowHeading: 'Retailer',
    rowLabels: labels,
    csvRowLabels: labels,
    chartLabels: labels,
    columns: [
      { heading: 'Reports', values: purchasesReported.map((row) => row.count) },
      { heading: 'Items', values: purchasesReported.map((row) => row.items) },
    ],
  };
}

export function buildTopPagesDataset({ visits, period }: TAdminStats): TStatsDataset {
  return buildCountDataset(
    {
      caption: `Most viewed pages, ${formatStatsPeriod(period)}`,
      fileSlug: 'top-pages',
      rowHeading: 'Page',
      countHeading: 'Views',
    },
    visits.topPages.map((row) => ({ label: row.path, count: row.views })),
  );
}

export function buildFunnelDataset({ funnel, period }: TAdminStats): TStatsDataset {
  return buildCountDataset(
    {
      caption: `From a visit to a gift received, ${formatStatsPeriod(period)}`,
      fileSlug: 'funnel',
      rowHeading: 'Step',
      countHeading: 'Count',
    },
    funnel.map((row) => ({ label: row.step, count: row.count })),
  );
}

/** The dataset as CSV rows: a heading row, then one row per table row, numbers as plain numbers. */
export function buildDatasetCsvRows(dataset: TStatsDataset): TCsvCell[][] {
  return [
    [dataset.rowHeading, ...dataset.columns.map((column) => column.heading)],
    ...dataset.csvRowLabels.map((label, index) => [
      label,
      ...dataset.columns.map((column) => column.values[index] ?? 0),
    ]),
  ];
}

export function hasAnyValue(dataset: TStatsDataset): boolean {
  return dataset.columns.some((column) => column.values.some((value) => value !== 0));
}

/** True when nothing at all was counted in the period, so the page can say so instead of drawing zeros. */
export function isStatsPeriodEmpty(stats: TAdminStats): boolean {
  const counts = [
    stats.visits.pageViews,
    ...stats.visits.topPages.map((row) => row.views),
    ...stats.daily.flatMap((day) => [day.pageViews, day.listsCreated, day.listsPublished, day.itemsReceived]),
    ...stats.ctaClicks.map((row) => row.count),
    stats.lists.created,
    stats.lists.published,
    ...stats.outboundClicks.map((row) => row.count),
    ...stats.purchasesReported.flatMap((row) => [row.count, row.items]),
    stats.giving.itemsReceived,
    stats.giving.listsFulfilled,
    stats.giving.expiredReservations,
    stats.reports.opened,
    stats.reports.resolved,
    ...stats.funnel.map((row) => row.count),
  ];
  const medians = [
    stats.lists.medianSecondsToComplete,
    stats.giving.medianDaysToFulfil,
    stats.reports.medianHoursToResolve,
  ];
  return counts.every((count) => count === 0) && medians.every((median) => median === null);
}
