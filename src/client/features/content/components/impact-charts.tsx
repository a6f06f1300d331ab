import type { BarChartOptions, LineChartOptions, ResponsiveOptions } from 'chartist';
import { useMemo } from 'react';
import { Chart, type TBarChartSpec, type TLineChartSpec } from '#client/components/charts/chart';
import { ChartTable } from '#client/components/charts/chart-table';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/content.json';
import type { TImpactCategory, TImpactMonth } from '#shared/schemas/impact';
import { buildCategorySeries, buildMonthSeries, formatMonthRange } from '../utils/impact-series';

const t = createTranslator(catalog);

const SMALL_SCREEN = '(max-width: 480px)';
const BAR_STEP_PX = 40;

const LINE_OPTIONS: LineChartOptions = {
  height: '280px',
  low: 0,
  fullWidth: true,
  lineSmooth: false,
  chartPadding: { top: 16, right: 32, bottom: 0, left: 0 },
  // Chartist starts each month's name at its point; this centres the name under it instead.
  axisX: { showGrid: false, labelOffset: { x: -10, y: 0 } },
  axisY: { onlyInteger: true, offset: 40 },
};

// Twelve month names do not fit under a phone-wide chart: every other one does.
const LINE_RESPONSIVE_OPTIONS: ResponsiveOptions<LineChartOptions> = [
  [SMALL_SCREEN, { axisX: { labelInterpolationFnc: (value, index) => (index % 2 === 0 ? value : null) } }],
];

const BAR_RESPONSIVE_OPTIONS: ResponsiveOptions<BarChartOptions> = [
  [SMALL_SCREEN, { axisY: { offset: 104 } }],
];

function buildColumns(series: { listsPublished: readonly number[]; itemsReceived: readonly number[] }) {
  return [
    { heading: t('content.impact.chart.listsPublished'), values: series.listsPublished },
    { heading: t('content.impact.chart.itemsReceived'), values: series.itemsReceived },
  ];
}

/** Lists published and items received in each of the last twelve months, with the same figures as a table. */
export function MonthlyImpactChart({ months }: { months: readonly TImpactMonth[] }) {
  const series = useMemo(() => buildMonthSeries(months), [months]);
  const range = formatMonthRange(months);
  const spec = useMemo(
    (): TLineChartSpec => ({
      kind: 'line',
      labels: series.axisLabels,
      series: buildColumns(series).map((column) => ({ name: column.heading, values: column.values })),
      options: LINE_OPTIONS,
      responsiveOptions: LINE_RESPONSIVE_OPTIONS,
    }),
    [series],
  );

  return (
    <div>
      <Chart
        spec={spec}
        legend={[
          t('content.impact.chart.legend.solidTealLine'),
          t('content.impact.chart.legend.dashedAmberLine'),
        ]}
      />
      <ChartTable
        className="mt-4"
        caption={
          range
            ? t('content.impact.chart.monthCaptionWithRange', { range })
            : t('content.impact.chart.monthCaption')
        }
        rowHeading={t('content.impact.chart.month')}
        rowLabels={series.monthLabels}
        columns={buildColumns(series)}
      />
    </div>
  );
}

/** Lists published and items received for each topic, as horizontal bars and as a table. */
export function CategoryImpactChart({ categories }: { categories: readonly TImpactCategory[] }) {
  const series = useMemo(() => buildCategorySeries(categories), [categories]);
  const spec = useMemo(
    (): TBarChartSpec => ({
      kind: 'bars',
      labels: series.topicTitles,
      series: buildColumns(series).map((column) => ({ name: column.heading, values: column.values })),
      options: {
        height: `${series.topicTitles.length * BAR_STEP_PX + 40}px`,
        horizontalBars: true,
        // Chartist stacks topics and series from the bottom up: reversed, the topics read top to bottom
        // in the table's order, with each topic's lists bar above its items bar as in the legend.
        reverseData: true,
        seriesBarDistance: 13,
        chartPadding: { top: 8, right: 24, bottom: 0, left: 0 },
        axisX: { onlyInteger: true },
        axisY: { offset: 150, showGrid: false },
      },
      responsiveOptions: BAR_RESPONSIVE_OPTIONS,
    }),
    [series],
  );

  return (
    <div>
      <Chart
        spec={spec}
        legend={[t('content.impact.chart.legend.tealBars'), t('content.impact.chart.legend.amberBars')]}
      />
      <ChartTable
        className="mt-4"
        caption={t('content.impact.chart.topicCaption')}
        rowHeading={t('content.impact.chart.topic')}
        rowLabels={series.topicTitles}
        columns={buildColumns(series)}
      />
    </div>
  );
}
