import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { createQueryFn } from '#client/lib/request';
import * as needsListApi from '#shared/api-paths/needs-lists';
import { type TOwnList, ZOwnList } from '#shared/schemas/needs-list';

export const MY_LISTS_QUERY_KEY = [needsListApi.mine] as const;

export const myListsQueryOptions = queryOptions({
  queryKey: MY_LISTS_QUERY_KEY,
  queryFn: createQueryFn<TOwnList[]>({ on401: 'throw', schema: __CHECK_RESPONSES__ && z.array(ZOwnList) }),
  staleTime: 0,
});

export function useMyLists() {
  return useQuery(myListsQueryOptions);
}
