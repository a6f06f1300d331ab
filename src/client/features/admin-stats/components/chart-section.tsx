import type { ReactNode } from 'react';
import { hasAnyValue, type TStatsDataset } from '../utils/stats-datasets';
import { StatsChart, type TChartKind } from './stats-chart';
import { StatsTable } from './stats-table';

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
          <StatsChart dataset={dataset} kind={kind} />
          <StatsTable dataset={dataset} title={title} period={period} />
        </div>
      ) : (
        <p className="mt-3 text-slate-800">{emptyText}</p>
      )}
    </section>
  );
}
