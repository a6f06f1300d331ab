import { type Messages, setupI18n } from '@lingui/core';
import { INTL_LOCALES, type TLocale } from '#shared/i18n/locales';

/** The language of this build: each language is built on its own (docs/decisions/031). */
export const LOCALE: TLocale = __LOCALE__;
/** What `Intl` formatters take for this language (numbers, prices, dates). */
export const INTL_LOCALE = INTL_LOCALES[LOCALE];

export const i18n = setupI18n({ locale: LOCALE, locales: [INTL_LOCALE], messages: { [LOCALE]: {} } });

export type TMessageValues = Record<string, unknown>;
export type TTranslate<TKey extends string> = (key: TKey, values?: TMessageValues) => string;

/**
 * The messages of one catalog, in this build's language. The catalog is imported where it is used
 * (`import catalog from '#client-catalog/<name>.json'`), so its messages travel in the chunk that
 * needs them; its keys come from the English file, so an unknown key fails the typecheck.
 */
export function createTranslator<TCatalog extends object>(
  catalog: TCatalog,
): TTranslate<keyof TCatalog & string> {
  i18n.load(LOCALE, catalog as unknown as Messages);
  return (key, values) => i18n._(key, values);
}
