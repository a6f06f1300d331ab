import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/request';
import * as needsListApi from '#shared/api-paths/needs-lists';
import { listQueryKey } from './get-list';

export async function removeItem({ listId, itemId }: { listId: string; itemId: string }): Promise<void> {
  await apiRequest('DELETE', needsListApi.item(listId, itemId));
}

export function useRemoveItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeItem,
    onSuccess: (_result, { listId }) => queryClient.invalidateQueries({ queryKey: listQueryKey(listId) }),
  });
}
