import { queryOptions, useQuery } from '@tanstack/react-query';
import { createQueryFn } from '#client/lib/request';
import type { TOwnList } from '#shared/schemas/needs-list';

export const MY_LISTS_QUERY_KEY = ['/api/lists/mine'] as const;

export const myListsQueryOptions = queryOptions({
  queryKey: MY_LISTS_QUERY_KEY,
  queryFn: createQueryFn<TOwnList[]>({ on401: 'throw' }),
  staleTime: 0,
});

export function useMyLists() {
  return useQuery(myListsQueryOptions);
}
