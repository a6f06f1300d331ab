import 'chartist/dist/index.css';
import './charts.css';
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

routeChartistStylesThroughCssom();

export type TChartSeries = { name: string; values: readonly number[] };

type TChartFigures = { labels: readonly string[]; series: readonly TChartSeries[] };

export type TLineChartSpec = TChartFigures & {
  kind: 'line';
  options: LineChartOptions;
  responsiveOptions?: ResponsiveOptions<LineChartOptions>;
};

export type TBarChartSpec = TChartFigures & {
  kind: 'bars';
  options: BarChartOptions;
  responsiveOptions?: ResponsiveOptions<BarChartOptions>;
};

/** What to draw and how: Chartist's own options, so each chart keeps its own look. */
export type TChartSpec = TLineChartSpec | TBarChartSpec;

// Series are named by class (not position in the SVG), so a series keeps its colour and line style
// wherever Chartist draws it, reversed bars included.
const SERIES_CLASSES = ['chart-series-1', 'chart-series-2', 'chart-series-3'] as const;
const SWATCH_COLOURS = ['border-teal-700', 'border-amber-600', 'border-indigo-700'] as const;
const SWATCH_LINES = ['border-solid', 'border-dashed', 'border-dotted'] as const;

// The container is aria-hidden already; marking the SVG too keeps it hidden wherever it is moved.
function onChartCreated({ svg }: CreatedEvent): void {
  svg.attr({ 'aria-hidden': 'true', focusable: 'false' });
}

function buildChartData({ labels, series }: TChartFigures) {
  return {
    labels: [...labels],
    series: series.map((entry, index) => ({
      name: entry.name,
      className: SERIES_CLASSES[index % SERIES_CLASSES.length],
      data: [...entry.values],
    })),
  };
}

function drawChart(container: HTMLElement, spec: TChartSpec): LineChart | BarChart {
  const data = buildChartData(spec);
  return spec.kind === 'line'
    ? new LineChart(container, data, spec.options, spec.responsiveOptions)
    : new BarChart(container, data, spec.options, spec.responsiveOptions);
}

function LegendSwatch({ index, kind }: { index: number; kind: TChartSpec['kind'] }) {
  const colour = SWATCH_COLOURS[index] ?? 'border-slate-700';
  if (kind === 'bars') return <span className={clsx('inline-block size-3.5 border-7', colour)} />;
  return (
    <span className={clsx('inline-block w-7 border-t-4', colour, SWATCH_LINES[index] ?? 'border-solid')} />
  );
}

function ChartLegend({ spec, descriptions }: { spec: TChartSpec; descriptions: readonly string[] }) {
  return (
    <ul className="mb-3 flex flex-wrap gap-x-6 gap-y-2 text-slate-800 text-sm">
      {spec.series.map((entry, index) => (
        <li key={entry.name} className="flex items-center gap-2">
          <LegendSwatch index={index} kind={spec.kind} />
          {entry.name} ({descriptions[index]})
        </li>
      ))}
    </ul>
  );
}

/**
 * One Chartist chart. It is only a picture: hidden from screen readers (legend included), as the
 * table beside it carries the same figures. `spec` must keep its identity between renders (memoise
 * it), or the chart is drawn again on each one. Chartist animates nothing unless asked to, so the
 * chart is as still for people who prefer reduced motion as for everyone else.
 */
export function Chart({
  spec,
  legend,
  isDense = false,
}: {
  spec: TChartSpec;
  /** How each series is drawn, in words ("dashed line"); no legend without it. */
  legend?: readonly string[];
  /** Many points side by side: thinner lines keep the series apart. */
  isDense?: boolean;
}) {
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const chart = drawChart(container, spec);
    chart.on('created', onChartCreated);
    return () => {
      chart.detach();
    };
  }, [spec]);

  return (
    <div aria-hidden="true" className={clsx('chart min-w-0', isDense && 'chart-dense')}>
      {legend ? <ChartLegend spec={spec} descriptions={legend} /> : null}
      <div ref={containerRef} className="w-full min-w-0" />
    </div>
  );
}
