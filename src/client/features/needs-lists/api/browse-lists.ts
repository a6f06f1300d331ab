import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import type { TBrowseResult } from '#shared/schemas/browse';

export function browseListsQueryOptions(search: string) {
  const url = `/api/lists${search ? `?${search}` : ''}`;
  return queryOptions({
    queryKey: ['/api/lists', 'browse', search],
    queryFn: () => requestJson<TBrowseResult>('GET', url),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

export function useBrowseLists(search: string) {
  return useQuery(browseListsQueryOptions(search));
}
