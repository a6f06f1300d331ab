import { Eye } from 'lucide-react';
import type { TListPledges } from '#shared/schemas/pledge';
import { formatDateTime } from '../utils/gift-labels';

/** Who saw the family's shipping address, and when (newest first). */
export function AddressReveals({ reveals }: { reveals: TListPledges['addressReveals'] }) {
  return (
    <section aria-labelledby="address-reveals-title" className="mt-6 border-slate-200 border-t pt-4">
      <h3 id="address-reveals-title" className="flex items-center gap-2 font-bold text-lg text-slate-900">
        <Eye aria-hidden="true" className="size-5 text-teal-700" />
        Who saw your address
      </h3>
      {reveals.length === 0 ? (
        <p className="mt-1 text-slate-700">
          Nobody has seen your shipping address yet. Only a donor with a reservation can see it, and each time
          one does, it shows here.
        </p>
      ) : (
        <ul className="mt-2 grid gap-1 text-slate-800">
          {reveals.map((reveal) => (
            <li key={`${reveal.donorName}-${reveal.revealedAt}`} className="wrap-anywhere">
              {reveal.donorName} ·{' '}
              <time dateTime={reveal.revealedAt}>{formatDateTime(reveal.revealedAt)}</time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
