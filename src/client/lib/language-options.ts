import { LANGUAGE_NAMES, LOCALES } from '#shared/i18n/locales';

/** Each language as a choice in a form, named in itself and marked as written in itself. */
export const LANGUAGE_OPTIONS = LOCALES.map((language) => ({
  value: language,
  label: LANGUAGE_NAMES[language],
  lang: language,
}));
