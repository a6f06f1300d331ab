import { Link } from 'wouter';
import { createTranslator } from '#client/lib/i18n';
import { tRoutes } from '#client/lib/routes-messages';
import { tTitles } from '#client/lib/titles-messages';
import catalog from '#client-catalog/not-found.json';
import * as PAGE_PATHS from '#shared/page-paths';
import { getButtonClassName } from '../components/ui/button';

const t = createTranslator(catalog);

export default function NotFoundPage() {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center sm:py-24">
      <p className="font-semibold text-sm text-teal-800">404</p>
      <h1 className="mt-2 font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">
        {tTitles('titles.notFound')}
      </h1>
      <p className="mt-4 text-lg text-slate-700">{t('not-found.text')}</p>
      <Link href={PAGE_PATHS.root} className={getButtonClassName('primary', 'lg', 'mt-8')}>
        {t('not-found.home')}
      </Link>
    </section>
  );
}
