import { Search } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button';
import { SelectField } from '#client/components/ui/select-field';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/browse.json';
import { BROWSE_SORTS } from '#shared/needs-list-limits';
import { useBrowseFilters } from '../hooks/use-browse-filters';
import { listCategoryOptions, listUrgencyOptions } from '../utils/list-labels';

const t = createTranslator(catalog);

const SORT_LABELS = {
  newest: 'browse.sort.newest',
  urgent: 'browse.sort.urgent',
  closest: 'browse.sort.closest',
  soonest: 'browse.sort.soonest',
} as const satisfies Record<(typeof BROWSE_SORTS)[number], string>;
const TEXT_INPUT_CLASS =
  'block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-base text-slate-900 shadow-sm focus:outline-2 focus:outline-offset-1 focus:outline-teal-700';

function SearchBox({ id, value, onType }: { id: string; value: string; onType: (value: string) => void }) {
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-slate-900 text-sm">
        {t('browse.filters.search')}
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onType(event.target.value)}
          placeholder={t('browse.filters.searchPlaceholder')}
          maxLength={200}
          className={TEXT_INPUT_CLASS}
        />
        <Button type="submit" aria-label={t('browse.filters.search')}>
          <Search aria-hidden="true" className="size-5" />
          <span className="hidden sm:inline">{t('browse.filters.search')}</span>
        </Button>
      </div>
    </div>
  );
}

function PlaceBox({ id, value, onType }: { id: string; value: string; onType: (value: string) => void }) {
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-slate-900 text-sm">
        {t('browse.filters.place')}
      </label>
      <input
        id={id}
        value={value}
        onChange={(event) => onType(event.target.value)}
        placeholder={t('browse.filters.placePlaceholder')}
        aria-describedby={`${id}-hint`}
        maxLength={100}
        autoComplete="address-level2"
        className={`mt-1.5 ${TEXT_INPUT_CLASS}`}
      />
      <p id={`${id}-hint`} className="mt-1 text-slate-700 text-xs">
        {t('browse.filters.placeHint')}
      </p>
    </div>
  );
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
  const { params, typed, onType, onChoose, applyNow, hasFilters } = useBrowseFilters(search, onChange);

  return (
    <form
      aria-label={t('browse.filters.label')}
      onSubmit={(event) => {
        event.preventDefault();
        applyNow();
      }}
      className="mt-6 grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <SearchBox id={id} value={typed.q} onType={(value) => onType('q', value)} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          label={t('browse.filters.category')}
          placeholder={t('browse.filters.allCategories')}
          options={listCategoryOptions()}
          value={params.get('category') ?? ''}
          onChange={(event) => onChoose('category', event.target.value)}
        />
        <SelectField
          label={t('browse.filters.urgency')}
          placeholder={t('browse.filters.anyUrgency')}
          options={listUrgencyOptions()}
          value={params.get('urgency') ?? ''}
          onChange={(event) => onChoose('urgency', event.target.value)}
        />
        <PlaceBox id={`${id}-near`} value={typed.near} onType={(value) => onType('near', value)} />
        <SelectField
          label={t('browse.filters.sort')}
          // Without a choice: the best matches for the words searched, else the newest lists.
          placeholder={t('browse.filters.bestMatch')}
          options={BROWSE_SORTS.map((sort) => ({ value: sort, label: t(SORT_LABELS[sort]) }))}
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
            {t('browse.filters.clear')}
          </Link>
        </p>
      ) : null}
    </form>
  );
}
