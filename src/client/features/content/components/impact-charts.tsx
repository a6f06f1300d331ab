import 'chartist/dist/index.css';
import './impact-charts.css';
import {
  BarChart,
  type BarChartOptions,
  type CreatedEvent,
  LineChart,
  type LineChartOptions,
  type ResponsiveOptions,
} from 'chartist';
import { useEffect, useMemo, useRef } from 'react';
import { routeChartistStylesThroughCssom } from '#client/lib/route-chartist-styles';
import type { TImpactCategory, TImpactMonth } from '#shared/schemas/impact';
import { buildCategorySeries, buildMonthSeries, formatMonthRange } from '../utils/impact-series';
import { ChartTable } from './chart-table';

routeChartistStylesThroughCssom();

const LISTS_SERIES = { name: 'Lists published', className: 'impact-series-lists' } as const;
const ITEMS_SERIES = { name: 'Items received', className: 'impact-series-items' } as const;
const SMALL_SCREEN = '(max-width: 480px)';
const BAR_STEP_PX = 40;

// Chartist draws nothing that moves unless asked to (no SMIL animations are set up here), so the chart
// is as still for people who prefer reduced motion as for everyone else.
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

// The container is aria-hidden already; marking the SVG too keeps it hidden wherever it is moved.
function onChartCreated({ svg }: CreatedEvent): void {
  svg.attr({ 'aria-hidden': 'true', focusable: 'false' });
}

function LegendSwatch({ series, shape }: { series: 'lists' | 'items'; shape: 'line' | 'bar' }) {
  const colour = series === 'lists' ? 'border-teal-700' : 'border-amber-500';
  const line = series === 'lists' ? 'border-solid' : 'border-dashed';
  return (
    <span
      className={
        shape === 'line'
          ? `inline-block w-7 border-t-4 ${colour} ${line}`
          : `inline-block size-3.5 border-7 ${colour}`
      }
    />
  );
}

function ChartLegend({ shape }: { shape: 'line' | 'bar' }) {
  const describe = shape === 'line' ? ['solid teal line', 'dashed amber line'] : ['teal bars', 'amber bars'];
  return (
    <ul className="flex flex-wrap gap-x-6 gap-y-2 text-slate-800 text-sm">
      <li className="flex items-center gap-2">
        <LegendSwatch series="lists" shape={shape} />
        {LISTS_SERIES.name} ({describe[0]})
      </li>
      <li className="flex items-center gap-2">
        <LegendSwatch series="items" shape={shape} />
        {ITEMS_SERIES.name} ({describe[1]})
      </li>
    </ul>
  );
}

/** Lists published and items received in each of the last twelve months, with the same figures as a table. */
export function MonthlyImpactChart({ months }: { months: readonly TImpactMonth[] }) {
  const series = useMemo(() => buildMonthSeries(months), [months]);
  const range = formatMonthRange(months);
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const chart = new LineChart(
      container,
      {
        labels: [...series.axisLabels],
        series: [
          { ...LISTS_SERIES, data: [...series.listsPublished] },
          { ...ITEMS_SERIES, data: [...series.itemsReceived] },
        ],
      },
      LINE_OPTIONS,
      LINE_RESPONSIVE_OPTIONS,
    );
    chart.on('created', onChartCreated);
    return () => {
      chart.detach();
    };
  }, [series]);

  return (
    <div>
      {/* The legend only explains the drawing, so it is hidden along with it; the table says it all. */}
      <div aria-hidden="true" className="impact-chart">
        <ChartLegend shape="line" />
        <div ref={containerRef} className="mt-3 w-full" />
      </div>
      <ChartTable
        caption={`Lists published and items received per month${range ? `, ${range}` : ''}`}
        rowHeading="Month"
        rowLabels={series.monthLabels}
        columns={[
          { heading: LISTS_SERIES.name, values: series.listsPublished },
          { heading: ITEMS_SERIES.name, values: series.itemsReceived },
        ]}
      />
    </div>
  );
}

/** Lists published and items received for each topic, as horizontal bars and as a table. */
export function CategoryImpactChart({ categories }: { categories: readonly TImpactCategory[] }) {
  const series = useMemo(() => buildCategorySeries(categories), [categories]);
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    // Chartist stacks categories and series from the bottom up: reversed, the topics read top to bottom
    // in the table's order, with each topic's lists bar above its items bar as in the legend.
    const chart = new BarChart(
      container,
      {
        labels: [...series.topicTitles].reverse(),
        series: [
          { ...ITEMS_SERIES, data: [...series.itemsReceived].reverse() },
          { ...LISTS_SERIES, data: [...series.listsPublished].reverse() },
        ],
      },
      {
        height: `${series.topicTitles.length * BAR_STEP_PX + 40}px`,
        horizontalBars: true,
        seriesBarDistance: 13,
        chartPadding: { top: 8, right: 24, bottom: 0, left: 0 },
        axisX: { onlyInteger: true },
        axisY: { offset: 150, showGrid: false },
      },
      BAR_RESPONSIVE_OPTIONS,
    );
    chart.on('created', onChartCreated);
    return () => {
      chart.detach();
    };
  }, [series]);

  return (
    <div>
      <div aria-hidden="true" className="impact-chart">
        <ChartLegend shape="bar" />
        <div ref={containerRef} className="mt-3 w-full" />
      </div>
      <ChartTable
        caption="Lists published and items received by topic, since Kindlist began"
        rowHeading="Topic"
        rowLabels={series.topicTitles}
        columns={[
          { heading: LISTS_SERIES.name, values: series.listsPublished },
          { heading: ITEMS_SERIES.name, values: series.itemsReceived },
        ]}
      />
    </div>
  );
}
