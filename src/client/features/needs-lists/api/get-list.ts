import { queryOptions, useQuery } from '@tanstack/react-query';
import { createQueryFn } from '#client/lib/request';
import * as needsListApi from '#shared/api-paths/needs-lists';
import { type TListView, ZListView } from '#shared/schemas/list-view';

export type { TListView };

export function listQueryKey(listId: string) {
  return [needsListApi.root, encodeURIComponent(listId)] as const;
}

export function listQueryOptions(listId: string) {
  return queryOptions({
    queryKey: listQueryKey(listId),
    queryFn: createQueryFn<TListView>({ on401: 'throw', schema: __CHECK_RESPONSES__ && ZListView }),
    retry: false,
  });
}

export function useList(listId: string) {
  return useQuery({ ...listQueryOptions(listId), enabled: listId !== '' });
}
