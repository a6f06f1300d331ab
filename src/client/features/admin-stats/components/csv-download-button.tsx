import { Download } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/admin-stats.json';
import { buildCsv, buildCsvFileName } from '../utils/csv';
import { downloadCsv } from '../utils/download-csv';
import { buildDatasetCsvRows, type TStatsDataset } from '../utils/stats-datasets';

const t = createTranslator(catalog);

/** Saves a chart's table as CSV, named after the chart and the period. */
export function CsvDownloadButton({
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
    // Starts with the visible words, so "Download CSV" spoken to voice control still finds it.
    <Button
      variant="secondary"
      size="sm"
      onClick={onDownloadCsv}
      aria-label={t('admin-stats.csv.labelNamed', { title })}
    >
      <Download aria-hidden="true" className="size-4" />
      {t('admin-stats.csv.label')}
    </Button>
  );
}
