import { Search, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '#client/components/ui/button';
import { SelectField } from '#client/components/ui/select-field';
import { createTranslator } from '#client/lib/i18n';
import { useDebouncedCallback } from '#client/lib/use-debounced-callback';
import catalog from '#client-catalog/products.json';
import { PRODUCT_SEARCH_MAX_LENGTH, PRODUCT_SORTS, type TProductSort } from '#shared/schemas/product';
import { formatDollars } from '../utils/product-labels';
import type { TSearchKey } from '../utils/product-search-params';

const t = createTranslator(catalog);

// Results follow the typing after this pause (each keystroke would be a request).
const TYPING_PAUSE_MS = 250;

// "low-high" in dollars as the address holds it ('' for any price); labelled where they are shown.
export const PRICE_BANDS = ['', '-10', '10-25', '25-50', '50-100', '100-'] as const;

function describePriceBand(band: (typeof PRICE_BANDS)[number]): string {
  const [low = '', high = ''] = band.split('-');
  const dollars = (value: string) => formatDollars(Number(value) * 100);
  if (!low && !high) return t('products.price.any');
  if (!low) return t('products.price.under', { max: dollars(high) });
  if (!high) return t('products.price.andMore', { min: dollars(low) });
  return t('products.price.between', { min: dollars(low), max: dollars(high) });
}

const SORT_LABEL_KEYS = {
  relevance: 'products.sort.relevance',
  useful: 'products.sort.useful',
  'price-low': 'products.sort.priceLow',
  'price-high': 'products.sort.priceHigh',
} as const satisfies Record<TProductSort, keyof typeof catalog>;

type TChanges = Partial<Record<TSearchKey, string | undefined>>;

/** The band a min/max pair of the address is, or '' (any price, or a pair the bands do not name). */
function toBand(minPrice: string, maxPrice: string): string {
  const value = `${minPrice}-${maxPrice}`;
  return PRICE_BANDS.some((band) => band === value) ? value : '';
}

export function ProductSearchForm({
  query,
  minPrice,
  maxPrice,
  sort,
  onChange,
}: {
  query: string;
  minPrice: string;
  maxPrice: string;
  sort: string;
  /** `isTyping`: a change while typing (the address is replaced, not added to the history). */
  onChange: (changes: TChanges, isTyping: boolean) => void;
}) {
  const searchId = useId();
  const [typed, setTyped] = useState(query);
  // The back button or a link changed the search: the box shows it.
  // (Not while typing: the address keeps the search trimmed, the box keeps the space just typed.)
  useEffect(() => setTyped((current) => (current.trim() === query ? current : query)), [query]);
  const debounced = useDebouncedCallback((value: string) => onChange({ q: value }, true), TYPING_PAUSE_MS);

  return (
    <form
      aria-label={t('products.search.label')}
      onSubmit={(event) => {
        event.preventDefault();
        debounced.cancel();
        onChange({ q: typed }, false);
      }}
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div>
        <label htmlFor={searchId} className="block font-semibold text-slate-900 text-sm">
          {t('products.search.query')}
        </label>
        <div className="mt-1.5 flex gap-2">
          <div className="relative w-full">
            <input
              id={searchId}
              type="search"
              value={typed}
              maxLength={PRODUCT_SEARCH_MAX_LENGTH}
              autoComplete="off"
              placeholder={t('products.search.placeholder')}
              onChange={(event) => {
                setTyped(event.target.value);
                debounced.call(event.target.value);
              }}
              className="block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 pr-10 text-base text-slate-900 shadow-sm focus:outline-2 focus:outline-offset-1 focus:outline-teal-700 [&::-webkit-search-cancel-button]:hidden"
            />
            {typed ? (
              <button
                type="button"
                aria-label={t('products.search.clear')}
                onClick={() => {
                  debounced.cancel();
                  setTyped('');
                  onChange({ q: undefined }, false);
                  document.getElementById(searchId)?.focus();
                }}
                className="absolute top-1/2 right-1 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-700"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            ) : null}
          </div>
          <Button type="submit" aria-label={t('products.search.submit')}>
            <Search aria-hidden="true" className="size-5" />
            <span className="hidden sm:inline">{t('products.search.submit')}</span>
          </Button>
        </div>
      </div>
      {/* One above the other on a phone: side by side, neither shows its longer choices whole. */}
      <div className="grid gap-3 sm:grid-cols-2 sm:gap-4">
        <SelectField
          label={t('products.price.label')}
          options={PRICE_BANDS.map((band) => ({ value: band, label: describePriceBand(band) }))}
          value={toBand(minPrice, maxPrice)}
          onChange={(event) => {
            const [low = '', high = ''] = event.target.value.split('-');
            onChange({ minPrice: low, maxPrice: high }, false);
          }}
        />
        <SelectField
          label={t('products.sort.label')}
          options={PRODUCT_SORTS.map((sort) => ({ value: sort, label: t(SORT_LABEL_KEYS[sort]) }))}
          value={sort || (query ? 'relevance' : 'useful')}
          onChange={(event) => onChange({ sort: event.target.value }, false)}
        />
      </div>
    </form>
  );
}
