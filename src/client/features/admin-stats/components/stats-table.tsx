import { ChevronDown, Download } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { buildCsv, buildCsvFileName } from '../utils/csv';
import { downloadCsv } from '../utils/download-csv';
import { buildDatasetCsvRows, type TStatsDataset } from '../utils/stats-datasets';
import { formatCount } from '../utils/stats-format';

/**
 * The figures behind a chart, folded under it. The chart is hidden from screen readers, so this table
 * is how they (and anyone who wants exact numbers) read it; the button saves the same rows as CSV.
 */
export function StatsTable({
  dataset,
  title,
  period,
}: {
  dataset: TStatsDataset;
  /** The section's heading, so each "Download CSV" button says which table it saves. */
  title: string;
  period: { from: string; to: string };
}) {
  const onDownloadCsv = () => {
    downloadCsv(buildCsvFileName(dataset.fileSlug, period), buildCsv(buildDatasetCsvRows(dataset)));
  };

  return (
    <div className="mt-4 grid justify-items-start gap-3">
      <details className="group w-full min-w-0 rounded-xl border border-slate-200 bg-white">
        <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-xl px-4 py-2 font-semibold text-teal-800 focus-visible:outline-2 focus-visible:outline-teal-700 [&::-webkit-details-marker]:hidden">
          <ChevronDown aria-hidden="true" className="size-5 shrink-0 group-open:rotate-180" />
          Table view
        </summary>
        <div className="border-slate-200 border-t px-4 pt-3 pb-4">
          <table className="w-full max-w-2xl border-collapse text-left text-slate-900 text-sm">
            <caption className="mb-2 text-left text-slate-700">{dataset.caption}</caption>
            <thead>
              <tr className="border-slate-300 border-b">
                <th scope="col" className="py-2 pr-3 align-bottom font-semibold">
                  {dataset.rowHeading}
                </th>
                {dataset.columns.map((column) => (
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
              {dataset.rowLabels.map((label, rowIndex) => (
                <tr
                  key={dataset.csvRowLabels[rowIndex] ?? label}
                  className="border-slate-200 border-b last:border-b-0"
                >
                  {/* Page paths and cta_ids can be long unbroken words: they wrap rather than widen the page. */}
                  <th scope="row" className="py-2 pr-3 font-normal wrap-anywhere">
                    {label}
                  </th>
                  {dataset.columns.map((column) => (
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
      {/* Starts with the visible words, so "Download CSV" spoken to voice control still finds it. */}
      <Button variant="secondary" size="sm" onClick={onDownloadCsv} aria-label={`Download CSV: ${title}`}>
        <Download aria-hidden="true" className="size-4" />
        Download CSV
      </Button>
    </div>
  );
}
