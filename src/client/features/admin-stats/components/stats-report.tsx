import { useMemo } from 'react';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/admin-stats.json';
import type { TAdminStats } from '#shared/schemas/admin-stats';
import {
  buildCtaClicksDataset,
  buildFunnelDataset,
  buildListsPerDayDataset,
  buildOutboundClicksDataset,
  buildPageViewsDataset,
  buildPurchasesDataset,
  buildTopPagesDataset,
} from '../utils/stats-datasets';
import { ChartSection } from './chart-section';
import { HeadlineFigures } from './headline-figures';

const t = createTranslator(catalog);

/** Every figure of a period that has any: headline cards, then one section per chart. */
export function StatsReport({ stats }: { stats: TAdminStats }) {
  // Built once per answer: the charts redraw only when their figures change.
  const datasets = useMemo(
    () => ({
      pageViews: buildPageViewsDataset(stats),
      listsPerDay: buildListsPerDayDataset(stats),
      funnel: buildFunnelDataset(stats),
      ctaClicks: buildCtaClicksDataset(stats),
      outboundClicks: buildOutboundClicksDataset(stats),
      purchases: buildPurchasesDataset(stats),
      topPages: buildTopPagesDataset(stats),
    }),
    [stats],
  );
  const { period } = stats;

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <HeadlineFigures stats={stats} />
      <ChartSection
        id="stats-page-views"
        title={t('admin-stats.report.pageViews.title')}
        dataset={datasets.pageViews}
        kind="line"
        period={period}
        emptyText={t('admin-stats.report.pageViews.empty')}
        isWide
      />
      <ChartSection
        id="stats-lists-per-day"
        title={t('admin-stats.report.listsPerDay.title')}
        description={t('admin-stats.report.listsPerDay.description')}
        dataset={datasets.listsPerDay}
        kind="line"
        period={period}
        emptyText={t('admin-stats.report.listsPerDay.empty')}
        isWide
      />
      <ChartSection
        id="stats-funnel"
        title={t('admin-stats.report.funnel.title')}
        description={t('admin-stats.report.funnel.description')}
        dataset={datasets.funnel}
        kind="bars"
        period={period}
        emptyText={t('admin-stats.report.funnel.empty')}
      />
      <ChartSection
        id="stats-cta-clicks"
        title={t('admin-stats.report.ctaClicks.title')}
        description={t('admin-stats.report.ctaClicks.description')}
        dataset={datasets.ctaClicks}
        kind="bars"
        period={period}
        emptyText={t('admin-stats.report.ctaClicks.empty')}
      />
      <ChartSection
        id="stats-outbound-clicks"
        title={t('admin-stats.report.outboundClicks.title')}
        description={t('admin-stats.report.outboundClicks.description')}
        dataset={datasets.outboundClicks}
        kind="bars"
        period={period}
        emptyText={t('admin-stats.report.outboundClicks.empty')}
      />
      <ChartSection
        id="stats-purchases"
        title={t('admin-stats.report.purchases.title')}
        description={t('admin-stats.report.purchases.description')}
        dataset={datasets.purchases}
        kind="bars"
        period={period}
        emptyText={t('admin-stats.report.purchases.empty')}
      />
      <ChartSection
        id="stats-top-pages"
        title={t('admin-stats.report.topPages.title')}
        description={t('admin-stats.report.topPages.description')}
        dataset={datasets.topPages}
        kind="bars"
        period={period}
        emptyText={t('admin-stats.report.pageViews.empty')}
        isWide
      />
    </div>
  );
}
