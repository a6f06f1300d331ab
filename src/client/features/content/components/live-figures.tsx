import { Link } from 'wouter';
import { createTranslator, INTL_LOCALE } from '#client/lib/i18n';
import catalog from '#client-catalog/live-figures.json';
import * as PAGE_PATHS from '#shared/page-paths';
import type { TImpactTotals } from '#shared/schemas/impact';

const t = createTranslator(catalog);

const FIGURES = [
  { key: 'listsPublished', labelKey: 'live-figures.listsPublished' },
  { key: 'itemsReceived', labelKey: 'live-figures.itemsReceived' },
  { key: 'listsFulfilled', labelKey: 'live-figures.listsFulfilled' },
] as const;

const numberFormat = new Intl.NumberFormat(INTL_LOCALE);

/**
 * The site's figures as counted right now. A figure of zero is left out rather than shown, and with
 * nothing to count the section is not there at all.
 */
export function LiveFigures({ totals }: { totals: TImpactTotals }) {
  const shown = FIGURES.filter((figure) => totals[figure.key] > 0);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="figures-heading" className="border-slate-200 border-b bg-white">
      <div className="mx-auto max-w-6xl px-4 py-10">
        <h2 id="figures-heading" className="font-bold text-slate-900 text-xl">
          {t('live-figures.heading')}
        </h2>
        <dl className="mt-5 grid gap-4 sm:grid-cols-3">
          {shown.map((figure) => (
            <div key={figure.key} className="flex flex-col-reverse rounded-xl bg-teal-50 p-5">
              <dt className="mt-1 text-slate-800">{t(figure.labelKey, { count: totals[figure.key] })}</dt>
              <dd className="font-bold text-4xl text-teal-900 tabular-nums">
                {numberFormat.format(totals[figure.key])}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-slate-700 text-sm">
          {t('live-figures.note')}{' '}
          <Link href={PAGE_PATHS.impact} className="font-semibold text-teal-800 underline">
            {t('live-figures.seeImpact')}
          </Link>
        </p>
      </div>
    </section>
  );
}
