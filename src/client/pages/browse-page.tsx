import { useEffect, useRef } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useBrowseLists } from '#client/features/needs-lists/api/browse-lists';
import { BrowseFilters } from '#client/features/needs-lists/components/browse-filters';
import { BrowseResults } from '#client/features/needs-lists/components/browse-results';
import { BROWSE_FILTER_KEYS } from '#client/features/needs-lists/hooks/use-browse-filters';
import { describeBrowseCount } from '#client/features/needs-lists/utils/browse-count';
import { createTranslator } from '#client/lib/i18n';
import { removeLanguageParam } from '#client/lib/language-param';
import { RichText } from '#client/lib/rich-text';
import { tRoutes } from '#client/lib/routes-messages';
import { tTitles } from '#client/lib/titles-messages';
import catalog from '#client-catalog/browse.json';
import * as PAGE_PATHS from '#shared/page-paths';
import type { TBrowseResult } from '#shared/schemas/browse';

const t = createTranslator(catalog);

/** How the server understood the place, said above the results. */
function PlaceNote({ place, isClosestFirst }: { place: TBrowseResult['place']; isClosestFirst: boolean }) {
  if (!place) return null;
  const values = { place: place.label, miles: place.radiusMiles };
  const text =
    place.kind === 'near'
      ? t(isClosestFirst ? 'browse.place.nearClosestFirst' : 'browse.place.near', values)
      : place.kind === 'state'
        ? t('browse.place.state', values)
        : t('browse.place.unknown', values);
  return <p className="mt-6 wrap-anywhere text-slate-800">{text}</p>;
}

// Everything lives in the URL: the back button works and a search can be shared as a link.
export default function BrowsePage() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = new URLSearchParams(search);
  // `?lang=` chose the page's language; the API is asked with the filters only.
  const result = useBrowseLists(removeLanguageParam(search));
  // Another page of results starts at the results, not where the last one was left (its foot).
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const page = params.get('page') ?? '1';
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    resultsRef.current?.focus();
  }, [page]);

  const onFiltersChange = (next: string, isTyping: boolean) => {
    // A new search starts at its first page, and the focus stays on the filter just changed.
    shownPage.current = '1';
    navigate(`${location}${next ? `?${next}` : ''}`, { replace: isTyping });
  };

  const pageHref = (page: number) => {
    const next = new URLSearchParams(search);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    return `${location}?${next}`;
  };
  const hasFilters = BROWSE_FILTER_KEYS.some((key) => params.get(key)) || Boolean(params.get('region'));

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">
        {tTitles('titles.browse')}
      </h1>
      <p className="mt-3 text-lg text-slate-700">{t('browse.intro')}</p>
      <BrowseFilters search={search} clearHref={location} onChange={onFiltersChange} />

      <h2 ref={resultsRef} tabIndex={-1} className="sr-only">
        {t('browse.results')}
      </h2>
      {/* Said again (and read out) each time the filters change what is found. */}
      <p role="status" className="mt-6 font-semibold text-slate-900 empty:hidden">
        {result.data ? describeBrowseCount(result.data) : ''}
      </p>
      <PlaceNote place={result.data?.place ?? null} isClosestFirst={!params.get('sort')} />
      <BrowseResults
        query={result}
        pageHref={pageHref}
        emptyText={
          // "No needs lists match." is said just above, by the count.
          <p>
            <RichText
              t={t}
              id={hasFilters ? 'browse.empty.withFilters' : 'browse.empty.noFilters'}
              components={{
                0: <Link href={location} className="font-semibold text-teal-800 underline" />,
                1: <Link href={PAGE_PATHS.create} className="font-semibold text-teal-800 underline" />,
              }}
            />
          </p>
        }
      />
    </div>
  );
}
