import { useMemo } from 'react';
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
        title="Page views per day"
        dataset={datasets.pageViews}
        kind="line"
        period={period}
        emptyText="No page views in this period."
        isWide
      />
      <ChartSection
        id="stats-lists-per-day"
        title="Lists and gifts per day"
        description="Lists created, lists published and items received each day."
        dataset={datasets.listsPerDay}
        kind="line"
        period={period}
        emptyText="No lists created or published and no items received in this period."
        isWide
      />
      <ChartSection
        id="stats-funnel"
        title="Funnel"
        description="Events at each step, from a page view to a gift received."
        dataset={datasets.funnel}
        kind="bars"
        period={period}
        emptyText="Nothing reached any step of the funnel in this period."
      />
      <ChartSection
        id="stats-cta-clicks"
        title="CTA clicks"
        description="Clicks on each call to action, by its cta_id."
        dataset={datasets.ctaClicks}
        kind="bars"
        period={period}
        emptyText="No calls to action were clicked in this period."
      />
      <ChartSection
        id="stats-outbound-clicks"
        title="Outbound clicks by retailer"
        description="Clicks from a list to a store."
        dataset={datasets.outboundClicks}
        kind="bars"
        period={period}
        emptyText="No clicks to a store in this period."
      />
      <ChartSection
        id="stats-purchases"
        title="Purchases reported by retailer"
        description="Givers' own reports of a purchase, and the items in them."
        dataset={datasets.purchases}
        kind="bars"
        period={period}
        emptyText="No purchases were reported in this period."
      />
      <ChartSection
        id="stats-top-pages"
        title="Top pages"
        description="The most viewed pages."
        dataset={datasets.topPages}
        kind="bars"
        period={period}
        emptyText="No page views in this period."
        isWide
      />
    </div>
  );
}
