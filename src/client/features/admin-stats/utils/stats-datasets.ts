import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/admin-stats.json';
import type { TAdminStats } from '#shared/schemas/admin-stats';
import type { TCsvCell } from './csv';
import { formatStatsDay, formatStatsDayShort, formatStatsPeriod } from './stats-format';

const t = createTranslator(catalog);

// The server names the funnel's steps in English (admin-stats.ts); they are shown in the reader's
// language, and a step added later is shown as the server names it until it has a message here.
const FUNNEL_STEP_KEYS: Record<string, keyof typeof catalog> = {
  'Page views': 'admin-stats.funnel.pageViews',
  'List page views': 'admin-stats.funnel.listPageViews',
  'Clicks to a store': 'admin-stats.funnel.storeClicks',
  'Purchases reported': 'admin-stats.funnel.purchasesReported',
  'Gifts received': 'admin-stats.funnel.giftsReceived',
};

function describeFunnelStep(step: string): string {
  const key = FUNNEL_STEP_KEYS[step];
  return key ? t(key) : step;
}

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
    caption: t('admin-stats.dataset.pageViews.caption', { period: formatStatsPeriod(period) }),
    fileSlug: 'page-views-per-day',
    rowHeading: t('admin-stats.dataset.day'),
    rowLabels: daily.map((day) => formatStatsDay(day.date)),
    csvRowLabels: daily.map((day) => day.date),
    chartLabels: daily.map((day) => formatStatsDayShort(day.date)),
    columns: [{ heading: t('admin-stats.dataset.pageViews'), values: daily.map((day) => day.pageViews) }],
  };
}

export function buildListsPerDayDataset({ daily, period }: TAdminStats): TStatsDataset {
  return {
    caption: t('admin-stats.dataset.listsPerDay.caption', { period: formatStatsPeriod(period) }),
    fileSlug: 'lists-per-day',
    rowHeading: t('admin-stats.dataset.day'),
    rowLabels: daily.map((day) => formatStatsDay(day.date)),
    csvRowLabels: daily.map((day) => day.date),
    chartLabels: daily.map((day) => formatStatsDayShort(day.date)),
    columns: [
      { heading: t('admin-stats.dataset.listsCreated'), values: daily.map((day) => day.listsCreated) },
      { heading: t('admin-stats.dataset.listsPublished'), values: daily.map((day) => day.listsPublished) },
      { heading: t('admin-stats.dataset.itemsReceived'), values: daily.map((day) => day.itemsReceived) },
    ],
  };
}

export function buildCtaClicksDataset({ ctaClicks, period }: TAdminStats): TStatsDataset {
  return buildCountDataset(
    {
      caption: t('admin-stats.dataset.ctaClicks.caption', { period: formatStatsPeriod(period) }),
      fileSlug: 'cta-clicks',
      rowHeading: t('admin-stats.dataset.ctaClicks.rowHeading'),
      countHeading: t('admin-stats.dataset.clicks'),
    },
    ctaClicks.map((row) => ({ label: row.ctaId, count: row.count })),
  );
}

export function buildOutboundClicksDataset({ outboundClicks, period }: TAdminStats): TStatsDataset {
  return buildCountDataset(
    {
      caption: t('admin-stats.dataset.outboundClicks.caption', { period: formatStatsPeriod(period) }),
      fileSlug: 'outbound-clicks',
      rowHeading: t('admin-stats.dataset.retailer'),
      countHeading: t('admin-stats.dataset.clicks'),
    },
    // The schema builds this row type from a key name, so TypeScript sees a loose record here.
    outboundClicks.map((row) => ({ label: String(row.retailer ?? ''), count: Number(row.count ?? 0) })),
  );
}

export function buildPurchasesDataset({ purchasesReported, period }: TAdminStats): TStatsDataset {
  const labels = purchasesReported.map((row) => row.retailer);
  return {
    caption: t('admin-stats.dataset.purchases.caption', { period: formatStatsPeriod(period) }),
    fileSlug: 'purchases-reported',
    rowHeading: t('admin-stats.dataset.retailer'),
    rowLabels: labels,
    csvRowLabels: labels,
    chartLabels: labels,
    columns: [
      {
        heading: t('admin-stats.dataset.purchases.reports'),
        values: purchasesReported.map((row) => row.count),
      },
      {
        heading: t('admin-stats.dataset.purchases.items'),
        values: purchasesReported.map((row) => row.items),
      },
    ],
  };
}

export function buildTopPagesDataset({ visits, period }: TAdminStats): TStatsDataset {
  return buildCountDataset(
    {
      caption: t('admin-stats.dataset.topPages.caption', { period: formatStatsPeriod(period) }),
      fileSlug: 'top-pages',
      rowHeading: t('admin-stats.dataset.topPages.rowHeading'),
      countHeading: t('admin-stats.dataset.topPages.countHeading'),
    },
    visits.topPages.map((row) => ({ label: row.path, count: row.views })),
  );
}

export function buildFunnelDataset({ funnel, period }: TAdminStats): TStatsDataset {
  return buildCountDataset(
    {
      caption: t('admin-stats.dataset.funnel.caption', { period: formatStatsPeriod(period) }),
      fileSlug: 'funnel',
      rowHeading: t('admin-stats.dataset.funnel.rowHeading'),
      countHeading: t('admin-stats.dataset.funnel.countHeading'),
    },
    funnel.map((row) => ({ label: describeFunnelStep(row.step), count: row.count })),
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
