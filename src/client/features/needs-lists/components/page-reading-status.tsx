import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/list-editor.json';
import type { TPageReading } from '../hooks/use-product-page-filler';

const t = createTranslator(catalog);

/** What reading the store's page found. Always there, so screen readers announce it when it appears. */
export function PageReadingStatus({ reading }: { reading: TPageReading | null }) {
  return (
    <div role="status" className="empty:hidden">
      {reading ? (
        <div className="flex items-start gap-3 rounded-lg bg-amber-50 p-3 text-amber-950 text-sm">
          {reading.imageUrl ? (
            <img
              src={reading.imageUrl}
              alt={t('list-editor.reading.imageAlt')}
              className="size-16 shrink-0 rounded-md border border-amber-200 bg-white object-contain"
            />
          ) : null}
          <p>{reading.note}</p>
        </div>
      ) : null}
    </div>
  );
}
