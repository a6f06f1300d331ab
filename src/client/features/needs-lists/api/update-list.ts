import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import * as needsListApi from '#shared/api-paths/needs-lists';
import { type TListUpdateInput, type TOwnList, ZOwnList } from '#shared/schemas/needs-list';
import { listQueryKey } from './get-list';

export function updateList({
  listId,
  input,
}: {
  listId: string;
  input: TListUpdateInput;
}): Promise<TOwnList> {
  return requestJson<TOwnList>(
    'PATCH',
    needsListApi.detail(listId),
    input,
    undefined,
    __CHECK_RESPONSES__ && ZOwnList,
  );
}

export function useUpdateList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateList,
    onSuccess: (list) => queryClient.setQueryData(listQueryKey(list.id), { ...list, isOwner: true }),
  });
}
