import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/request';
import * as needsListApi from '#shared/api-paths/needs-lists';
import { listQueryKey } from './get-list';
import { MY_LISTS_QUERY_KEY } from './get-my-lists';

export async function deleteList(listId: string): Promise<void> {
  await apiRequest('DELETE', needsListApi.detail(listId));
}

export function useDeleteList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteList,
    onSuccess: (_result, listId) => {
      queryClient.removeQueries({ queryKey: listQueryKey(listId) });
      void queryClient.invalidateQueries({ queryKey: MY_LISTS_QUERY_KEY });
    },
  });
}
