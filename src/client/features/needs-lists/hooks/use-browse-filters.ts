import { useEffect, useState } from 'react';
import { useDebouncedCallback } from '#client/lib/use-debounced-callback';

export const BROWSE_FILTER_KEYS = ['q', 'category', 'urgency', 'near', 'sort'] as const;
export type TFilterKey = (typeof BROWSE_FILTER_KEYS)[number];
export type TTypedKey = 'q' | 'near';

// Typed words apply after this pause (each keystroke would be a search).
const TYPING_PAUSE_MS = 500;

/** What the boxes show for the search in the address (links made before "near" said "region"). */
function readTyped(params: URLSearchParams): Record<TTypedKey, string> {
  return { q: params.get('q') ?? '', near: params.get('near') ?? params.get('region') ?? '' };
}

/** The query string for these values, without the empty ones, in a fixed order. */
function buildQuery(values: Record<TFilterKey, string>): string {
  const next = new URLSearchParams();
  for (const key of BROWSE_FILTER_KEYS) {
    const value = values[key].trim();
    if (value) next.set(key, value);
  }
  return next.toString();
}

/**
 * The state behind Browse's filters: the address (`search`) holds the choices, the boxes hold what is
 * being typed. A choice applies at once (`onChoose`), typed words after a pause (`onType`), Enter
 * applies everything now (`applyNow`); each calls `onChange` with the new query string.
 */
export function useBrowseFilters(search: string, onChange: (next: string, isTyping: boolean) => void) {
  const params = new URLSearchParams(search);
  const [typed, setTyped] = useState(() => readTyped(params));
  // The back button or a link changed the search: the boxes show it. (Not what is being typed: the
  // address keeps the words trimmed, the box keeps the space just typed.)
  const { q: urlQ, near: urlNear } = readTyped(params);
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
    onChange(buildQuery(values), isTyping);
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
  const applyNow = () => {
    debounced.cancel();
    apply({}, false);
  };
  const hasFilters = BROWSE_FILTER_KEYS.some((key) => params.get(key)) || Boolean(params.get('region'));

  return { params, typed, onType, onChoose, applyNow, hasFilters };
}
