import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button';
import { SelectField } from '#client/components/ui/select-field';
import { useDebouncedCallback } from '#client/lib/use-debounced-callback';
import { BROWSE_SORTS } from '#shared/needs-list-limits';
import { CATEGORY_OPTIONS, URGENCY_LABELS } from '../utils/list-labels';

const SORT_LABELS: Record<(typeof BROWSE_SORTS)[number], string> = {
  newest: 'Newest',
  urgent: 'Most urgent',
  closest: 'Closest to complete',
  soonest: 'Needed soonest',
};
export const BROWSE_FILTER_KEYS = ['q', 'category', 'urgency', 'near', 'sort'] as const;
type TFilterKey = (typeof BROWSE_FILTER_KEYS)[number];
type TTypedKey = 'q' | 'near';

// Typed words apply after this pause (each keystroke would be a search).
const TYPING_PAUSE_MS = 500;
const TEXT_INPUT_CLASS =
  'block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-base text-slate-900 shadow-sm focus:outline-2 focus:outline-offset-1 focus:outline-teal-700';

/** What the boxes show for the search in the address (links made before "near" said "region"). */
function readTyped(params: URLSearchParams): Record<TTypedKey, string> {
  return { q: params.get('q') ?? '', near: params.get('near') ?? params.get('region') ?? '' };
}

/**
 * Browse's search and filters. They apply as they change, each choice a step of the history (the back
 * button undoes it); typed words after a pause, replacing the step while typing. The search box keeps
 * its button (Enter searches at once). `onChange` gets the new query string, without a page.
 */
export function BrowseFilters({
  search,
  clearHref,
  onChange,
}: {
  search: string;
  clearHref: string;
  onChange: (next: string, isTyping: boolean) => void;
}) {
  const id = useId();
  const params = new URLSearchParams(search);
  const [typed, setTyped] = useState(() => readTyped(params));
  // The back button or a link changed the search: the boxes show it. (Not what is being typed: the
  // address keeps the words trimmed, the box keeps the space just typed.)
  const urlQ = params.get('q') ?? '';
  const urlNear = params.get('near') ?? params.get('region') ?? '';
  useEffect(() => {
    setTyped((current) => ({
      q: current.q.trim() === urlQ ? current.q : urlQ,
      near: current.near.trim() === urlNear ? current.near : urlNear,
    }));
  }, [urlQ, urlNear]);

  const apply = (changes: Partial<Record<TFilterKey, string>>, isTyping: boolean) => {
    const values: Record<TFilterKey, string> = {
      category: params.get('category') ?? '',
      urgency: params.get('urgency') ?? '',
      sort: params.get('sort') ?? '',
      ...typed,
      ...changes,
    };
    const next = new URLSearchParams();
    for (const key of BROWSE_FILTER_KEYS) {
      const value = values[key].trim();
      if (value) next.set(key, value);
    }
    onChange(next.toString(), isTyping);
  };
  const debounced = useDebouncedCallback(
    (changes: Partial<Record<TTypedKey, string>>) => apply(changes, true),
    TYPING_PAUSE_MS,
  );
  const onType = (key: TTypedKey, value: string) => {
    setTyped((current) => ({ ...current, [key]: value }));
    debounced.call({ [key]: value });
  };
  const onChoose = (key: TFilterKey, value: string) => {
    debounced.cancel();
    apply({ [key]: value }, false);
  };
  const hasFilters = BROWSE_FILTER_KEYS.some((key) => params.get(key)) || Boolean(params.get('region'));

  return (
    <form
      aria-label="Search needs lists"
      onSubmit={(event) => {
        event.preventDefault();
        debounced.cancel();
        apply({}, false);
      }}
      className="mt-6 grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div>
        <label htmlFor={id} className="block font-semibold text-slate-900 text-sm">
          Search
        </label>
        <div className="mt-1.5 flex gap-2">
          <input
            id={id}
            type="search"
            value={typed.q}
            onChange={(event) => onType('q', event.target.value)}
            placeholder="A need, a place, a word of a story"
            maxLength={200}
            className={TEXT_INPUT_CLASS}
          />
          <Button type="submit" aria-label="Search">
            <Search aria-hidden="true" className="size-5" />
            <span className="hidden sm:inline">Search</span>
          </Button>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          label="Category"
          placeholder="All categories"
          options={CATEGORY_OPTIONS}
          value={params.get('category') ?? ''}
          onChange={(event) => onChoose('category', event.target.value)}
        />
        <SelectField
          label="Urgency"
          placeholder="Any urgency"
          options={Object.entries(URGENCY_LABELS).map(([value, label]) => ({ value, label }))}
          value={params.get('urgency') ?? ''}
          onChange={(event) => onChoose('urgency', event.target.value)}
        />
        <div>
          <label htmlFor={`${id}-near`} className="block font-semibold text-slate-900 text-sm">
            Place
          </label>
          <input
            id={`${id}-near`}
            value={typed.near}
            onChange={(event) => onType('near', event.target.value)}
            placeholder="City, state or ZIP code"
            aria-describedby={`${id}-near-hint`}
            maxLength={100}
            autoComplete="address-level2"
            className={`mt-1.5 ${TEXT_INPUT_CLASS}`}
          />
          <p id={`${id}-near-hint`} className="mt-1 text-slate-700 text-xs">
            Finds nearby towns too. A town name found in several states? Add the state. Places: GeoNames (CC
            BY 4.0).
          </p>
        </div>
        <SelectField
          label="Sort by"
          // Without a choice: the best matches for the words searched, else the newest lists.
          placeholder="Best match"
          options={BROWSE_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }))}
          value={params.get('sort') ?? ''}
          onChange={(event) => onChoose('sort', event.target.value)}
        />
      </div>
      {hasFilters ? (
        <p>
          <Link
            href={clearHref}
            className="inline-flex min-h-11 items-center font-semibold text-teal-800 underline"
          >
            Clear all
          </Link>
        </p>
      ) : null}
    </form>
  );
}
