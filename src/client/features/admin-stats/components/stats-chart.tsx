import 'chartist/dist/index.css';
import './stats-charts.css';
import {
  BarChart,
  type BarChartOptions,
  type CreatedEvent,
  LineChart,
  type LineChartOptions,
  type ResponsiveOptions,
} from 'chartist';
import clsx from 'clsx';
import { useEffect, useRef } from 'react';
import { routeChartistStylesThroughCssom } from '#client/lib/route-chartist-styles';
import { isLabelledPoint, pickLabelStep, shortenLabel } from '../utils/chart-labels';
import type { TStatsDataset } from '../utils/stats-datasets';
import { formatCount } from '../utils/stats-format';

routeChartistStylesThroughCssom();

export type TChartKind = 'line' | 'bars';

const SMALL_SCREEN = '(max-width: 480px)';
const SERIES_CLASSES = ['stats-series-1', 'stats-series-2', 'stats-series-3'] as const;
const LINE_STYLES = ['solid line', 'dashed line', 'dotted line'] as const;
const BAR_COLOURS = ['teal bars', 'amber bars', 'indigo bars'] as const;
// Past this many days, points merge into a thick smear: the line alone reads better.
const MAX_POINTS_WIDE = 31;
const MAX_POINTS_SMALL = 14;
const BAR_PX = 14;
const ROW_GAP_PX = 18;

// The container is aria-hidden already; marking the SVG too keeps it hidden wherever it is moved.
function onChartCreated({ svg }: CreatedEvent): void {
  svg.attr({ 'aria-hidden': 'true', focusable: 'false' });
}

function buildSeries(dataset: TStatsDataset) {
  return dataset.columns.map((column, index) => ({
    name: column.heading,
    className: SERIES_CLASSES[index % SERIES_CLASSES.length],
    data: [...column.values],
  }));
}

function formatAxisCount(value: unknown): string {
  return typeof value === 'number' ? formatCount(value) : String(value);
}

function labelEvery(pointCount: number, maxLabels: number) {
  const step = pickLabelStep(pointCount, maxLabels);
  return (value: unknown, index: number) => (isLabelledPoint(index, pointCount, step) ? String(value) : null);
}

function drawLineChart(container: HTMLElement, dataset: TStatsDataset): LineChart {
  const pointCount = dataset.chartLabels.length;
  const options: LineChartOptions = {
    height: '260px',
    low: 0,
    fullWidth: true,
    lineSmooth: false,
    showPoint: pointCount <= MAX_POINTS_WIDE,
    chartPadding: { top: 16, right: 28, bottom: 0, left: 0 },
    // Each day's name is centred under its point rather than starting there.
    axisX: {
      showGrid: false,
      labelOffset: { x: -16, y: 0 },
      labelInterpolationFnc: labelEvery(pointCount, 10),
    },
    axisY: { onlyInteger: true, offset: 52, labelInterpolationFnc: formatAxisCount },
  };
  const responsive: ResponsiveOptions<LineChartOptions> = [
    [
      SMALL_SCREEN,
      {
        showPoint: pointCount <= MAX_POINTS_SMALL,
        axisX: { labelInterpolationFnc: labelEvery(pointCount, 4) },
      },
    ],
  ];
  return new LineChart(
    container,
    { labels: [...dataset.chartLabels], series: buildSeries(dataset) },
    options,
    responsive,
  );
}

function drawBarChart(container: HTMLElement, dataset: TStatsDataset): BarChart {
  const rowPx = dataset.columns.length * BAR_PX + ROW_GAP_PX;
  const options: BarChartOptions = {
    height: `${dataset.chartLabels.length * rowPx + 40}px`,
    horizontalBars: true,
    // Chartist stacks rows and series from the bottom up: reversed, they read top to bottom in the
    // table's order, each row's first series above its second as in the legend.
    reverseData: true,
    seriesBarDistance: BAR_PX,
    low: 0,
    // Room for the last value label, which starts at the last grid line and runs past it.
    chartPadding: { top: 8, right: 44, bottom: 0, left: 0 },
    axisX: { onlyInteger: true, labelInterpolationFnc: formatAxisCount },
    axisY: {
      offset: 180,
      showGrid: false,
      labelInterpolationFnc: (value) => shortenLabel(String(value), 40),
    },
  };
  const responsive: ResponsiveOptions<BarChartOptions> = [
    [
      SMALL_SCREEN,
      { axisY: { offset: 112, labelInterpolationFnc: (value) => shortenLabel(String(value), 22) } },
    ],
  ];
  return new BarChart(
    container,
    { labels: [...dataset.chartLabels], series: buildSeries(dataset) },
    options,
    responsive,
  );
}

function LegendSwatch({ index, kind }: { index: number; kind: TChartKind }) {
  const colour = ['border-teal-700', 'border-amber-600', 'border-indigo-700'][index] ?? 'border-slate-700';
  if (kind === 'bars') return <span className={clsx('inline-block size-3.5 border-7', colour)} />;
  const line = ['border-solid', 'border-dashed', 'border-dotted'][index] ?? 'border-solid';
  return <span className={clsx('inline-block w-7 border-t-4', colour, line)} />;
}

function ChartLegend({ dataset, kind }: { dataset: TStatsDataset; kind: TChartKind }) {
  const describe = kind === 'line' ? LINE_STYLES : BAR_COLOURS;
  return (
    <ul className="mb-3 flex flex-wrap gap-x-6 gap-y-2 text-slate-800 text-sm">
      {dataset.columns.map((column, index) => (
        <li key={column.heading} className="flex items-center gap-2">
          <LegendSwatch index={index} kind={kind} />
          {column.heading} ({describe[index]})
        </li>
      ))}
    </ul>
  );
}

/**
 * One Chartist chart of a dataset. It is only a picture: hidden from screen readers, as the table
 * beside it carries the same figures. `dataset` must keep its identity between renders (memoise it),
 * or the chart is drawn again on each one.
 */
export function StatsChart({ dataset, kind }: { dataset: TStatsDataset; kind: TChartKind }) {
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const chart = kind === 'line' ? drawLineChart(container, dataset) : drawBarChart(container, dataset);
    chart.on('created', onChartCreated);
    return () => {
      chart.detach();
    };
  }, [dataset, kind]);

  return (
    <div
      aria-hidden="true"
      className={clsx(
        'stats-chart min-w-0',
        kind === 'line' && dataset.chartLabels.length > MAX_POINTS_WIDE && 'stats-chart-dense',
      )}
    >
      {dataset.columns.length > 1 ? <ChartLegend dataset={dataset} kind={kind} /> : null}
      <div ref={containerRef} className="w-full min-w-0" />
    </div>
  );
}
