import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import * as needsListApi from '#shared/api-paths/needs-lists';
import { type TBrowseResult, ZBrowseResult } from '#shared/schemas/browse';

export function browseListsQueryOptions(search: string) {
  const url = needsListApi.browse(search);
  return queryOptions({
    queryKey: [needsListApi.root, 'browse', search],
    queryFn: () =>
      requestJson<TBrowseResult>('GET', url, undefined, undefined, __CHECK_RESPONSES__ && ZBrowseResult),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

export function useBrowseLists(search: string) {
  return useQuery(browseListsQueryOptions(search));
}
