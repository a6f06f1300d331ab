import type { TBrowseResult } from '#shared/schemas/browse';

function countLists(count: number): string {
  return `${count} needs list${count === 1 ? '' : 's'}`;
}

/**
 * How many lists a search found, in words, for the line above the results (read out when it changes).
 * Browse counts no total (that would cost every search a second query): a page that has a next one
 * says "more than".
 */
export function describeBrowseCount(
  result: Pick<TBrowseResult, 'page' | 'pageSize' | 'hasNextPage'> & { lists: readonly unknown[] },
): string {
  const shown = result.lists.length;
  if (shown === 0) return result.page > 1 ? 'No more needs lists on this page.' : 'No needs lists match.';
  if (result.page === 1) {
    return result.hasNextPage
      ? `More than ${countLists(shown)} found; the first ${shown} are shown.`
      : `${countLists(shown)} found.`;
  }
  const first = (result.page - 1) * result.pageSize + 1;
  const last = first + shown - 1;
  return `Needs lists ${first} to ${last} of ${result.hasNextPage ? `more than ${last}` : last}.`;
}
