import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'wouter';
import { getButtonClassName } from '#client/components/ui/button';
import { FormAlert } from '#client/components/ui/form-alert';
import { Spinner } from '#client/components/ui/spinner';
import { createTranslator } from '#client/lib/i18n';
import { readApiErrorMessage } from '#client/lib/request';
import catalog from '#client-catalog/browse.json';
import type { TBrowseResult } from '#shared/schemas/browse';
import { ListCard } from './list-card';

const t = createTranslator(catalog);

// How many of the newest matches "best match" ranks (the server's cap).
const RANKED_LISTS_MAX = 1000;

/** A browse query as the page shows it: loading, its error, or the cards with their pages. */
export function BrowseResults({
  query,
  pageHref,
  emptyText,
}: {
  query: UseQueryResult<TBrowseResult>;
  pageHref: (page: number) => string;
  emptyText: React.ReactNode;
}) {
  if (query.isPending) return <Spinner />;
  if (query.isError) {
    return (
      <div className="mt-6">
        <FormAlert>{readApiErrorMessage(query.error)}</FormAlert>
      </div>
    );
  }
  const result = query.data;
  if (result.lists.length === 0) {
    return (
      <div className="mt-8 rounded-xl border border-slate-200 bg-white p-6 text-slate-800">{emptyText}</div>
    );
  }
  return (
    <>
      <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {result.lists.map((list) => (
          <li key={list.id}>
            <ListCard list={list} />
          </li>
        ))}
      </ul>
      {result.page > 1 || result.hasNextPage ? (
        <nav aria-label={t('browse.pages.label')} className="mt-8 flex items-center justify-between gap-4">
          {result.page > 1 ? (
            <Link href={pageHref(result.page - 1)} className={getButtonClassName('secondary')}>
              {t('browse.pages.previous')}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-slate-700">{t('browse.pages.current', { page: result.page })}</span>
          {result.hasNextPage ? (
            <Link href={pageHref(result.page + 1)} className={getButtonClassName('secondary')}>
              {t('browse.pages.next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
      {result.isRankingCapped ? (
        <p className="mt-4 text-slate-700">{t('browse.rankingCapped', { count: RANKED_LISTS_MAX })}</p>
      ) : null}
    </>
  );
}
