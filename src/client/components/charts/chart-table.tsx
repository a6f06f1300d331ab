import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';
import { formatCount } from '#client/lib/format-count';
import { tUi } from '#client/lib/ui-messages';

export type TChartTableColumn = { heading: string; values: readonly number[] };

/**
 * The figures behind a chart, folded under it. The chart itself is hidden from screen readers, so
 * this table is how they (and anyone who prefers exact numbers) read it.
 */
export function ChartTable({
  caption,
  rowHeading,
  rowLabels,
  rowKeys = rowLabels,
  columns,
  className,
}: {
  caption: string;
  rowHeading: string;
  rowLabels: readonly string[];
  /** One unique key per row, where two labels could read the same. */
  rowKeys?: readonly string[];
  columns: readonly TChartTableColumn[];
  className?: string;
}) {
  return (
    <details className={clsx('group rounded-xl border border-slate-200 bg-white', className)}>
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-xl px-4 py-2 font-semibold text-teal-800 focus-visible:outline-2 focus-visible:outline-teal-700 [&::-webkit-details-marker]:hidden">
        <ChevronDown aria-hidden="true" className="size-5 shrink-0 group-open:rotate-180" />
        {tUi('ui.tableView')}
      </summary>
      <div className="border-slate-200 border-t px-4 pt-3 pb-4">
        <table className="w-full max-w-2xl border-collapse text-left text-slate-900 text-sm">
          <caption className="mb-2 text-left text-slate-700">{caption}</caption>
          <thead>
            <tr className="border-slate-300 border-b">
              <th scope="col" className="py-2 pr-3 align-bottom font-semibold">
                {rowHeading}
              </th>
              {columns.map((column) => (
                <th
                  key={column.heading}
                  scope="col"
                  className="py-2 pl-3 text-right align-bottom font-semibold"
                >
                  {column.heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rowLabels.map((label, rowIndex) => (
              <tr key={rowKeys[rowIndex] ?? label} className="border-slate-200 border-b last:border-b-0">
                {/* Page paths and cta_ids can be long unbroken words: they wrap rather than widen the page. */}
                <th scope="row" className="py-2 pr-3 font-normal wrap-anywhere">
                  {label}
                </th>
                {columns.map((column) => (
                  <td key={column.heading} className="py-2 pl-3 text-right tabular-nums">
                    {formatCount(column.values[rowIndex] ?? 0)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
