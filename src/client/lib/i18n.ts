import { formatMessage, type TCompiledMessage } from '#shared/i18n/format-message';
import { INTL_LOCALES, type TLocale } from '#shared/i18n/locales';

/** The language of this build: each language is built on its own (docs/decisions/031). */
export const LOCALE: TLocale = __LOCALE__;
/** What `Intl` formatters take for this language (numbers, prices, dates). */
export const INTL_LOCALE = INTL_LOCALES[LOCALE];

export type TMessageValues = Record<string, unknown>;
export type TTranslate<TKey extends string> = (key: TKey, values?: TMessageValues) => string;

/**
 * The messages of one catalog, in this build's language. The catalog is imported where it is used
 * (`import catalog from '#client-catalog/<name>.json'`), so its messages travel in the chunk that
 * needs them; its keys come from the English file, so an unknown key fails the typecheck. The build
 * has compiled each message (scripts/vite-catalogs.ts); a key it lacks is shown as itself.
 */
export function createTranslator<TCatalog extends object>(
  catalog: TCatalog,
): TTranslate<keyof TCatalog & string> {
  const messages = catalog as unknown as Record<string, TCompiledMessage | undefined>;
  return (key, values) => {
    const message = messages[key];
    return message === undefined ? key : formatMessage(message, values, INTL_LOCALE);
  };
}
