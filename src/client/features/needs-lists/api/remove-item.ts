import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchWithNetworkError, throwIfResponseNotOk } from '#client/lib/request';
import * as needsListApi from '#shared/api-paths/needs-lists';
import { listQueryKey } from './get-list';

export async function removeItem({ listId, itemId }: { listId: string; itemId: string }): Promise<void> {
  // keepalive: a removal sent as the page is left (before its moment to undo was over) still arrives.
  const response = await fetchWithNetworkError(needsListApi.item(listId, itemId), {
    method: 'DELETE',
    keepalive: true,
  });
  await throwIfResponseNotOk(response);
}

export function useRemoveItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeItem,
    onSuccess: (_result, { listId }) => queryClient.invalidateQueries({ queryKey: listQueryKey(listId) }),
  });
}
