import type { BarChartOptions, LineChartOptions, ResponsiveOptions } from 'chartist';
import type { TBarChartSpec, TChartSpec, TLineChartSpec } from '#client/components/charts/chart';
import { formatCount } from '#client/lib/format-count';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/admin-stats.json';
import { isLabelledPoint, pickLabelStep, shortenLabel } from './chart-labels';
import type { TStatsDataset } from './stats-datasets';

export type TChartKind = TChartSpec['kind'];

const t = createTranslator(catalog);

const SMALL_SCREEN = '(max-width: 480px)';
// How the legend tells the series apart, first series first (catalog keys).
const LINE_STYLE_KEYS = [
  'admin-stats.legend.solidLine',
  'admin-stats.legend.dashedLine',
  'admin-stats.legend.dottedLine',
] as const;
const BAR_COLOUR_KEYS = [
  'admin-stats.legend.tealBars',
  'admin-stats.legend.amberBars',
  'admin-stats.legend.indigoBars',
] as const;
// Past this many days, points merge into a thick smear: the line alone reads better.
const MAX_POINTS_WIDE = 31;
const MAX_POINTS_SMALL = 14;
const BAR_PX = 14;
const ROW_GAP_PX = 18;

function formatAxisCount(value: unknown): string {
  return typeof value === 'number' ? formatCount(value) : String(value);
}

function labelEvery(pointCount: number, maxLabels: number) {
  const step = pickLabelStep(pointCount, maxLabels);
  return (value: unknown, index: number) => (isLabelledPoint(index, pointCount, step) ? String(value) : null);
}

function buildFigures(dataset: TStatsDataset) {
  return {
    labels: dataset.chartLabels,
    series: dataset.columns.map((column) => ({ name: column.heading, values: column.values })),
  };
}

function buildLineSpec(dataset: TStatsDataset): TLineChartSpec {
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
  const responsiveOptions: ResponsiveOptions<LineChartOptions> = [
    [
      SMALL_SCREEN,
      {
        showPoint: pointCount <= MAX_POINTS_SMALL,
        axisX: { labelInterpolationFnc: labelEvery(pointCount, 4) },
      },
    ],
  ];
  return { kind: 'line', ...buildFigures(dataset), options, responsiveOptions };
}

function buildBarSpec(dataset: TStatsDataset): TBarChartSpec {
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
  const responsiveOptions: ResponsiveOptions<BarChartOptions> = [
    [
      SMALL_SCREEN,
      { axisY: { offset: 112, labelInterpolationFnc: (value) => shortenLabel(String(value), 22) } },
    ],
  ];
  return { kind: 'bars', ...buildFigures(dataset), options, responsiveOptions };
}

/** How a dataset is drawn: a line per column over the days, or a bar per column for each row. */
export function buildStatsChartSpec(dataset: TStatsDataset, kind: TChartKind): TChartSpec {
  return kind === 'line' ? buildLineSpec(dataset) : buildBarSpec(dataset);
}

/** The legend's words, only where there is more than one series to tell apart. */
export function describeStatsSeries(dataset: TStatsDataset, kind: TChartKind): readonly string[] | undefined {
  if (dataset.columns.length < 2) return undefined;
  return (kind === 'line' ? LINE_STYLE_KEYS : BAR_COLOUR_KEYS).map((key) => t(key));
}

/** Months of days side by side, where thinner lines read better. */
export function isDenseStatsChart(dataset: TStatsDataset, kind: TChartKind): boolean {
  return kind === 'line' && dataset.chartLabels.length > MAX_POINTS_WIDE;
}
