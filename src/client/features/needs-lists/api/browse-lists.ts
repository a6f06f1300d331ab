import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TBrowseResult } from '../../../../shared/schemas/browse';
import { requestJson } from '../../../lib/request';

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
