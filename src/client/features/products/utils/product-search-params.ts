import { PRODUCT_SORTS } from '#shared/schemas/product';

// The page's address holds the search (so the back button and shared links work); these are the
// keys it passes on to the API. `list` (the list being filled) and `add` (a product being added
// when sign-in came back) stay on the page.
export const SEARCH_KEYS = ['q', 'category', 'minPrice', 'maxPrice', 'sort', 'page'] as const;
export type TSearchKey = (typeof SEARCH_KEYS)[number];

/** The API's query string for this page address: only the search keys, blank ones left out. */
export function toApiSearch(pageSearch: string): string {
  const params = new URLSearchParams(pageSearch);
  const api = new URLSearchParams();
  for (const key of SEARCH_KEYS) {
    const value = params.get(key)?.trim();
    if (!value) continue;
    if (key === 'sort' && !(PRODUCT_SORTS as readonly string[]).includes(value)) continue;
    api.set(key, value);
  }
  return api.toString();
}

/** The page address with `changes` applied (undefined or '' removes a key); any change but a page change goes back to page 1. */
export function withSearchChanges(
  pageSearch: string,
  changes: Partial<Record<TSearchKey | 'add', string | undefined>>,
): string {
  const params = new URLSearchParams(pageSearch);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value.trim() === '') params.delete(key);
    else params.set(key, value.trim());
  }
  if (!('page' in changes)) params.delete('page');
  return params.toString();
}
