// The languages Kindlist speaks and how a request's language is chosen (docs/decisions/031).

export const LOCALES = ['en', 'es'] as const;
export type TLocale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: TLocale = 'en';

/** Each language named in itself, as a language control offers it. */
export const LANGUAGE_NAMES: Record<TLocale, string> = { en: 'English', es: 'Español' };

/** Set by the language control; read by the server before the browser's Accept-Language. */
export const LANGUAGE_COOKIE = 'kindlist_language';
/** `?lang=es` on any page address: the twin a search engine (hreflang) or a shared link points at. */
export const LANGUAGE_QUERY_PARAM = 'lang';

/** The locale `Intl` formats numbers, prices and dates with: we serve people in the United States. */
export const INTL_LOCALES: Record<TLocale, string> = { en: 'en-US', es: 'es-US' };

export function isLocale(value: unknown): value is TLocale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The first supported language of an Accept-Language header, by its q-values (`es-MX;q=0.9` counts
 * as `es`); null when it names none of ours.
 */
export function readAcceptLanguage(header: string | null | undefined): TLocale | null {
  if (!header) return null;
  const ranked = header
    .slice(0, 1000)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const qParameter = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = qParameter ? Number(qParameter.slice(2)) : 1;
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', quality, index };
    })
    .filter((entry) => Number.isFinite(entry.quality) && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLocale) ?? null;
}

/** The first of the given choices that names a supported language, in order of precedence. */
export function chooseLocale(...choices: (string | null | undefined)[]): TLocale {
  return choices.find(isLocale) ?? DEFAULT_LOCALE;
}
