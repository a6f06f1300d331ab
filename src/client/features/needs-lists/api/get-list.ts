import { queryOptions, useQuery } from '@tanstack/react-query';
import { createQueryFn } from '#client/lib/request';
import * as needsListApi from '#shared/api-paths/needs-lists';
import type { TOwnList, TPublicList } from '#shared/schemas/needs-list';

export type TListView = (TOwnList & { isOwner: true }) | (TPublicList & { isOwner: false });

export function listQueryKey(listId: string) {
  return [needsListApi.root, encodeURIComponent(listId)] as const;
}

export function listQueryOptions(listId: string) {
  return queryOptions({
    queryKey: listQueryKey(listId),
    queryFn: createQueryFn<TListView>({ on401: 'throw' }),
    retry: false,
  });
}

export function useList(listId: string) {
  return useQuery({ ...listQueryOptions(listId), enabled: listId !== '' });
}
