import { formatCount } from '#client/lib/format-count';
import type { TImpactTotals } from '#shared/schemas/impact';

type TTotal = {
  key: keyof TImpactTotals;
  singular: string;
  plural: string;
  detail: string;
  /** Said instead of a large 0, which would read like a broken counter. */
  none: string;
};

const TOTALS: readonly TTotal[] = [
  {
    key: 'listsPublished',
    singular: 'list published',
    plural: 'lists published',
    detail: 'Needs lists families have published on Kindlist.',
    none: 'No list has been published yet.',
  },
  {
    key: 'itemsReceived',
    singular: 'item received',
    plural: 'items received',
    detail: 'Things families have confirmed arrived from a donor.',
    none: 'No family has confirmed receiving an item yet.',
  },
  {
    key: 'listsFulfilled',
    singular: 'list fulfilled',
    plural: 'lists fulfilled',
    detail: 'Lists that received everything they asked for.',
    none: 'No list has received everything it asked for yet.',
  },
];

/** The three all-time figures, large; a figure of zero is said in words rather than shown. */
export function ImpactTotals({ totals }: { totals: TImpactTotals }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {TOTALS.map((total) => {
        const count = totals[total.key];
        return (
          <li key={total.key} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            {count > 0 ? (
              <>
                <p className="text-slate-900">
                  <span className="block font-bold text-4xl text-teal-800 tabular-nums tracking-tight sm:text-5xl">
                    {formatCount(count)}
                  </span>
                  <span className="mt-1 block font-semibold text-lg">
                    {count === 1 ? total.singular : total.plural}
                  </span>
                </p>
                <p className="mt-2 text-slate-700 text-sm leading-relaxed">{total.detail}</p>
              </>
            ) : (
              <p className="font-semibold text-lg text-slate-900">{total.none}</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
