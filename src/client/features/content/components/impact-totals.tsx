import { formatCount } from '#client/lib/format-count';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/content.json';
import type { TImpactTotals } from '#shared/schemas/impact';

const t = createTranslator(catalog);

// Each total's messages: `label` (after the figure), `detail`, and `none`, said instead of a large 0,
// which would read like a broken counter.
const TOTALS = [
  'listsPublished',
  'itemsReceived',
  'listsFulfilled',
] as const satisfies readonly (keyof TImpactTotals)[];

/** The three all-time figures, large; a figure of zero is said in words rather than shown. */
export function ImpactTotals({ totals }: { totals: TImpactTotals }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {TOTALS.map((total) => {
        const count = totals[total];
        return (
          <li key={total} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            {count > 0 ? (
              <>
                <p className="text-slate-900">
                  <span className="block font-bold text-4xl text-teal-800 tabular-nums tracking-tight sm:text-5xl">
                    {formatCount(count)}
                  </span>
                  <span className="mt-1 block font-semibold text-lg">
                    {t(`content.impact.total.${total}.label`, { count })}
                  </span>
                </p>
                <p className="mt-2 text-slate-700 text-sm leading-relaxed">
                  {t(`content.impact.total.${total}.detail`)}
                </p>
              </>
            ) : (
              <p className="font-semibold text-lg text-slate-900">
                {t(`content.impact.total.${total}.none`)}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
