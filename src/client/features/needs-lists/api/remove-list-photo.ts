import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/request';
import * as needsListApi from '#shared/api-paths/needs-lists';
import { listQueryKey } from './get-list';

export async function removeListPhoto({
  listId,
  photoId,
}: {
  listId: string;
  photoId: string;
}): Promise<void> {
  await apiRequest('DELETE', needsListApi.photo(listId, photoId));
}

export function useRemoveListPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeListPhoto,
    onSuccess: (_result, { listId }) => queryClient.invalidateQueries({ queryKey: listQueryKey(listId) }),
  });
}
