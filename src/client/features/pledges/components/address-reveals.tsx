import { Eye } from 'lucide-react';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/family-gifts.json';
import type { TListPledges } from '#shared/schemas/pledge';
import { formatDonorName } from '../utils/family-gift-labels';
import { formatDateTime } from '../utils/gift-labels';

const t = createTranslator(catalog);

/** Who saw the family's shipping address, and when (newest first). */
export function AddressReveals({ reveals }: { reveals: TListPledges['addressReveals'] }) {
  return (
    <section aria-labelledby="address-reveals-title" className="mt-6 border-slate-200 border-t pt-4">
      <h3 id="address-reveals-title" className="flex items-center gap-2 font-bold text-lg text-slate-900">
        <Eye aria-hidden="true" className="size-5 text-teal-700" />
        {t('family-gifts.reveals.title')}
      </h3>
      {reveals.length === 0 ? (
        <p className="mt-1 text-slate-700">{t('family-gifts.reveals.none')}</p>
      ) : (
        <ul className="mt-2 grid gap-1 text-slate-800">
          {reveals.map((reveal) => (
            <li key={`${reveal.donorName}-${reveal.revealedAt}`} className="wrap-anywhere">
              {formatDonorName(reveal.donorName)} ·{' '}
              <time dateTime={reveal.revealedAt}>{formatDateTime(reveal.revealedAt)}</time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
