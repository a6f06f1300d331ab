import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { BROWSE_SORTS } from '../../shared/needs-list-limits';
import type { TBrowseResult } from '../../shared/schemas/browse';
import { Button } from '../components/ui/button';
import { SelectField } from '../components/ui/select-field';
import { useBrowseLists } from '../features/needs-lists/api/browse-lists';
import { BrowseResults } from '../features/needs-lists/components/browse-results';
import { CATEGORY_OPTIONS, URGENCY_LABELS } from '../features/needs-lists/utils/list-labels';

const SORT_LABELS: Record<(typeof BROWSE_SORTS)[number], string> = {
  newest: 'Newest',
  urgent: 'Most urgent',
  closest: 'Closest to complete',
  soonest: 'Needed soonest',
};
const FILTER_KEYS = ['q', 'category', 'urgency', 'near', 'sort'] as const;

/** How the server understood the place, said above the results. */
function PlaceNote({ place, isClosestFirst }: { place: TBrowseResult['place']; isClosestFirst: boolean }) {
  if (!place) return null;
  const text =
    place.kind === 'near'
      ? `Lists in and within ${place.radiusMiles} miles of ${place.label}${isClosestFirst ? ', closest first' : ''}.`
      : place.kind === 'state'
        ? `Lists in ${place.label}.`
        : `We do not know “${place.label}” as a US city, state or ZIP code, so these are lists whose city or state is written that way.`;
  return <p className="mt-6 wrap-anywhere text-slate-800">{text}</p>;
}

// Everything lives in the URL: the back button works and a search can be shared as a link.
export default function BrowsePage() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const result = useBrowseLists(search);
  const searchId = useId();
  // Another page of results starts at the results, not where the last one was left (its foot).
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const page = params.get('page') ?? '1';
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    resultsRef.current?.focus();
  }, [page]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const key of FILTER_KEYS) {
      const value = String(data.get(key) ?? '').trim();
      if (value) next.set(key, value);
    }
    navigate(`${location}${next.size > 0 ? `?${next}` : ''}`);
  };

  const pageHref = (page: number) => {
    const next = new URLSearchParams(search);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    return `${location}?${next}`;
  };
  const hasFilters = FILTER_KEYS.some((key) => params.get(key)) || Boolean(params.get('region'));

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">Find needs lists</h1>
      <p className="mt-3 text-lg text-slate-700">
        Families after a fire, a flood or a hard time, and what would help them now.
      </p>
      <form
        key={search}
        aria-label="Search needs lists"
        onSubmit={onSubmit}
        className="mt-6 grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        <div>
          <label htmlFor={searchId} className="block font-semibold text-slate-900 text-sm">
            Search
          </label>
          <div className="mt-1.5 flex gap-2">
            <input
              id={searchId}
              name="q"
              type="search"
              defaultValue={params.get('q') ?? ''}
              placeholder="A need, a place, a word of a story"
              maxLength={200}
              className="block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-base text-slate-900 shadow-sm focus:outline-2 focus:outline-offset-1 focus:outline-teal-700"
            />
            <Button type="submit" aria-label="Search">
              <Search aria-hidden="true" className="size-5" />
              <span className="hidden sm:inline">Search</span>
            </Button>
          </div>
        </div>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <SelectField
            name="category"
            label="Category"
            placeholder="All categories"
            options={CATEGORY_OPTIONS}
            defaultValue={params.get('category') ?? ''}
          />
          <SelectField
            name="urgency"
            label="Urgency"
            placeholder="Any urgency"
            options={Object.entries(URGENCY_LABELS).map(([value, label]) => ({ value, label }))}
            defaultValue={params.get('urgency') ?? ''}
          />
          <div>
            <label htmlFor={`${searchId}-near`} className="block font-semibold text-slate-900 text-sm">
              Place
            </label>
            <input
              id={`${searchId}-near`}
              name="near"
              // Links made before the place field named a state as "region".
              defaultValue={params.get('near') ?? params.get('region') ?? ''}
              placeholder="City, state or ZIP code"
              aria-describedby={`${searchId}-near-hint`}
              maxLength={100}
              autoComplete="address-level2"
              className="mt-1.5 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-base text-slate-900 shadow-sm focus:outline-2 focus:outline-offset-1 focus:outline-teal-700"
            />
            <p id={`${searchId}-near-hint`} className="mt-1 text-slate-700 text-xs">
              Finds nearby towns too. A town name found in several states? Add the state. Places: GeoNames (CC
              BY 4.0).
            </p>
          </div>
          <SelectField
            name="sort"
            label="Sort by"
            // Without a choice: the best matches for the words searched, else the newest lists.
            placeholder="Best match"
            options={BROWSE_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }))}
            defaultValue={params.get('sort') ?? ''}
          />
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" variant="secondary">
            Apply filters
          </Button>
          {hasFilters ? (
            <Link
              href={location}
              className="inline-flex min-h-11 items-center font-semibold text-teal-800 underline"
            >
              Clear all
            </Link>
          ) : null}
        </div>
      </form>

      <div aria-live="polite">
        <h2 ref={resultsRef} tabIndex={-1} className="sr-only">
          Results
        </h2>
        <PlaceNote place={result.data?.place ?? null} isClosestFirst={!params.get('sort')} />
        <BrowseResults
          query={result}
          pageHref={pageHref}
          emptyText={
            <>
              <p className="font-semibold">No needs lists match.</p>
              <p className="mt-2">
                Try fewer words or another category
                {hasFilters ? (
                  <>
                    , or{' '}
                    <Link href={location} className="font-semibold text-teal-800 underline">
                      clear all filters
                    </Link>
                  </>
                ) : null}
                . You can also{' '}
                <Link href="/create" className="font-semibold text-teal-800 underline">
                  create a list
                </Link>{' '}
                if your family needs help.
              </p>
            </>
          }
        />
      </div>
    </div>
  );
}
