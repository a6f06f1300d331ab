import { describe, expect, it } from 'vitest';
import type { TAdminStats } from '#shared/schemas/admin-stats';
import { buildCsv } from './csv';
import {
  buildCtaClicksDataset,
  buildDatasetCsvRows,
  buildFunnelDataset,
  buildListsPerDayDataset,
  buildPageViewsDataset,
  buildPurchasesDataset,
  buildTopPagesDataset,
  hasAnyValue,
  isStatsPeriodEmpty,
} from './stats-datasets';

function buildEmptyStats(): TAdminStats {
  return {
    period: { from: '2026-11-22', to: '2026-11-23', days: 2 },
    visits: { pageViews: 0, topPages: [] },
    daily: [
      { date: '2026-11-22', pageViews: 0, listsCreated: 0, listsPublished: 0, itemsReceived: 0 },
      { date: '2026-11-23', pageViews: 0, listsCreated: 0, listsPublished: 0, itemsReceived: 0 },
    ],
    ctaClicks: [],
    lists: { created: 0, published: 0, medianSecondsToComplete: null },
    outboundClicks: [],
    purchasesReported: [],
    giving: { itemsReceived: 0, listsFulfilled: 0, medianDaysToFulfil: null, expiredReservations: 0 },
    reports: { opened: 0, resolved: 0, medianHoursToResolve: null },
    funnel: [
      { step: 'Page views', count: 0 },
      { step: 'Gifts received', count: 0 },
    ],
  };
}

function buildBusyStats(): TAdminStats {
  const stats = buildEmptyStats();
  return {
    ...stats,
    visits: { pageViews: 12, topPages: [{ path: '/browse', views: 9 }] },
    daily: [
      { date: '2026-11-22', pageViews: 5, listsCreated: 1, listsPublished: 0, itemsReceived: 2 },
      { date: '2026-11-23', pageViews: 7, listsCreated: 0, listsPublished: 1, itemsReceived: 0 },
    ],
    ctaClicks: [{ ctaId: 'hero_start', count: 4 }],
    purchasesReported: [{ retailer: 'Target', count: 2, items: 5 }],
  };
}

describe('isStatsPeriodEmpty', () => {
  it('is true when every count is zero and no median has data', () => {
    expect(isStatsPeriodEmpty(buildEmptyStats())).toBe(true);
  });

  it('is false as soon as one figure is not zero', () => {
    const stats = buildEmptyStats();
    expect(isStatsPeriodEmpty({ ...stats, reports: { ...stats.reports, resolved: 1 } })).toBe(false);
    expect(isStatsPeriodEmpty({ ...stats, ctaClicks: [{ ctaId: 'x', count: 1 }] })).toBe(false);
  });

  it('is false when a median has data, even a zero one', () => {
    const stats = buildEmptyStats();
    expect(isStatsPeriodEmpty({ ...stats, lists: { ...stats.lists, medianSecondsToComplete: 0 } })).toBe(
      false,
    );
  });
});

describe('daily datasets', () => {
  it('label rows for people, the CSV for programs and the axis briefly', () => {
    const dataset = buildPageViewsDataset(buildBusyStats());
    expect(dataset.rowLabels).toEqual(['Nov 22, 2026', 'Nov 23, 2026']);
    expect(dataset.csvRowLabels).toEqual(['2026-11-22', '2026-11-23']);
    expect(dataset.chartLabels).toEqual(['Nov 22', 'Nov 23']);
    expect(dataset.columns).toEqual([{ heading: 'Page views', values: [5, 7] }]);
    expect(dataset.caption).toBe('Page views per day, Nov 22, 2026 to Nov 23, 2026');
  });

  it('carry lists created, published and items received as three columns', () => {
    const dataset = buildListsPerDayDataset(buildBusyStats());
    expect(dataset.columns.map((column) => column.heading)).toEqual([
      'Lists created',
      'Lists published',
      'Items received',
    ]);
    expect(dataset.columns[2]?.values).toEqual([2, 0]);
  });
});

describe('count datasets', () => {
  it('keep the server’s order and labels', () => {
    const stats = buildBusyStats();
    expect(buildCtaClicksDataset(stats).rowLabels).toEqual(['hero_start']);
    expect(buildTopPagesDataset(stats).columns[0]?.values).toEqual([9]);
    expect(buildFunnelDataset(stats).rowLabels).toEqual(['Page views', 'Gifts received']);
    expect(buildPurchasesDataset(stats).columns).toEqual([
      { heading: 'Reports', values: [2] },
      { heading: 'Items', values: [5] },
    ]);
  });

  it('know when there is nothing to draw', () => {
    expect(hasAnyValue(buildCtaClicksDataset(buildEmptyStats()))).toBe(false);
    expect(hasAnyValue(buildFunnelDataset(buildEmptyStats()))).toBe(false);
    expect(hasAnyValue(buildCtaClicksDataset(buildBusyStats()))).toBe(true);
  });
});

describe('buildDatasetCsvRows', () => {
  it('gives a heading row, then machine-readable labels and plain numbers', () => {
    const rows = buildDatasetCsvRows(buildListsPerDayDataset(buildBusyStats()));
    expect(buildCsv(rows)).toBe(
      'Day,Lists created,Lists published,Items received\r\n2026-11-22,1,0,2\r\n2026-11-23,0,1,0',
    );
  });

  it('neutralises a hostile label on its way out', () => {
    const stats = { ...buildBusyStats(), ctaClicks: [{ ctaId: '=cmd|x', count: 1 }] };
    expect(buildCsv(buildDatasetCsvRows(buildCtaClicksDataset(stats)))).toBe(
      "Call to action (cta_id),Clicks\r\n'=cmd|x,1",
    );
  });
});
