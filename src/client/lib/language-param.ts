import { LANGUAGE_QUERY_PARAM } from '#shared/i18n/locales';

/**
 * A query string without `lang=`: the page's language is the server's business (it set the cookie the
 * API reads), never a filter to pass on to the API, which refuses parameters it does not know.
 */
export function removeLanguageParam(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(LANGUAGE_QUERY_PARAM);
  return params.toString();
}
