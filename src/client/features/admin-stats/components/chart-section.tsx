import { type ReactNode, useMemo } from 'react';
import { Chart } from '#client/components/charts/chart';
import { ChartTable } from '#client/components/charts/chart-table';
import {
  buildStatsChartSpec,
  describeStatsSeries,
  isDenseStatsChart,
  type TChartKind,
} from '../utils/stats-chart-spec';
import { hasAnyValue, type TStatsDataset } from '../utils/stats-datasets';
import { CsvDownloadButton } from './csv-download-button';

/** One chart of the report under its own heading, with its table and CSV, or a plain "none" line. */
export function ChartSection({
  id,
  title,
  description,
  dataset,
  kind,
  period,
  emptyText,
  isWide = false,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  dataset: TStatsDataset;
  kind: TChartKind;
  period: { from: string; to: string };
  emptyText: string;
  /** Spans both columns on wide screens (the per-day charts need the width). */
  isWide?: boolean;
}) {
  const headingId = `${id}-heading`;
  const spec = useMemo(() => buildStatsChartSpec(dataset, kind), [dataset, kind]);
  return (
    <section
      aria-labelledby={headingId}
      className={`min-w-0 rounded-xl border border-slate-200 bg-white p-4 sm:p-6 ${isWide ? 'lg:col-span-2' : ''}`}
    >
      <h2 id={headingId} className="font-bold text-slate-900 text-xl">
        {title}
      </h2>
      {description ? <p className="mt-1 text-slate-700 text-sm">{description}</p> : null}
      {hasAnyValue(dataset) ? (
        <div className="mt-4 min-w-0">
          <Chart
            spec={spec}
            legend={describeStatsSeries(dataset, kind)}
            isDense={isDenseStatsChart(dataset, kind)}
          />
          {/* The chart is hidden from screen readers: the table is how they read its figures. */}
          <div className="mt-4 grid justify-items-start gap-3">
            <ChartTable
              className="w-full min-w-0"
              caption={dataset.caption}
              rowHeading={dataset.rowHeading}
              rowLabels={dataset.rowLabels}
              rowKeys={dataset.csvRowLabels}
              columns={dataset.columns}
            />
            <CsvDownloadButton dataset={dataset} title={title} period={period} />
          </div>
        </div>
      ) : (
        <p className="mt-3 text-slate-800">{emptyText}</p>
      )}
    </section>
  );
}
