import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/browse.json';
import type { TBrowseResult } from '#shared/schemas/browse';

const t = createTranslator(catalog);

/**
 * How many lists a search found, in words, for the line above the results (read out when it changes).
 * Browse counts no total (that would cost every search a second query): a page that has a next one
 * says "more than".
 */
export function describeBrowseCount(
  result: Pick<TBrowseResult, 'page' | 'pageSize' | 'hasNextPage'> & { lists: readonly unknown[] },
): string {
  const shown = result.lists.length;
  if (shown === 0) return result.page > 1 ? t('browse.count.noMore') : t('browse.count.none');
  if (result.page === 1) {
    return t(result.hasNextPage ? 'browse.count.moreThan' : 'browse.count.found', { count: shown });
  }
  const first = (result.page - 1) * result.pageSize + 1;
  const last = first + shown - 1;
  return t(result.hasNextPage ? 'browse.count.pageMoreThan' : 'browse.count.page', { first, last });
}
