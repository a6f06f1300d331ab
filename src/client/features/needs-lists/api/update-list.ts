import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import type { TListUpdateInput, TOwnList } from '#shared/schemas/needs-list';
import { listQueryKey } from './get-list';

export function updateList({
  listId,
  input,
}: {
  listId: string;
  input: TListUpdateInput;
}): Promise<TOwnList> {
  return requestJson<TOwnList>('PATCH', `/api/lists/${encodeURIComponent(listId)}`, input);
}

export function useUpdateList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateList,
    onSuccess: (list) => queryClient.setQueryData(listQueryKey(list.id), { ...list, isOwner: true }),
  });
}
