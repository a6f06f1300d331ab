import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import * as needsListApi from '#shared/api-paths/needs-lists';
import type { TItem } from '#shared/schemas/needs-list';
import { listQueryKey } from './get-list';

export function reorderItems({ listId, ids }: { listId: string; ids: string[] }): Promise<TItem[]> {
  return requestJson<TItem[]>('PUT', needsListApi.itemOrder(listId), { ids });
}

export function useReorderItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderItems,
    onSuccess: (_items, { listId }) => queryClient.invalidateQueries({ queryKey: listQueryKey(listId) }),
  });
}
