import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import * as needsListApi from '#shared/api-paths/needs-lists';
import { type TItem, type TItemInput, ZItem } from '#shared/schemas/needs-list';
import { listQueryKey } from './get-list';

export function addItem({ listId, input }: { listId: string; input: TItemInput }): Promise<TItem> {
  return requestJson<TItem>(
    'POST',
    needsListApi.items(listId),
    input,
    undefined,
    __CHECK_RESPONSES__ && ZItem,
  );
}

export function useAddItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addItem,
    onSuccess: (_item, { listId }) => queryClient.invalidateQueries({ queryKey: listQueryKey(listId) }),
  });
}
