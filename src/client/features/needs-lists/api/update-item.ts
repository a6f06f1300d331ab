import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import * as needsListApi from '#shared/api-paths/needs-lists';
import { type TItem, type TItemInput, ZItem } from '#shared/schemas/needs-list';
import { listQueryKey } from './get-list';

export function updateItem({
  listId,
  itemId,
  input,
}: {
  listId: string;
  itemId: string;
  input: Partial<TItemInput>;
}): Promise<TItem> {
  return requestJson<TItem>(
    'PATCH',
    needsListApi.item(listId, itemId),
    input,
    undefined,
    __CHECK_RESPONSES__ && ZItem,
  );
}

export function useUpdateItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateItem,
    onSuccess: (_item, { listId }) => queryClient.invalidateQueries({ queryKey: listQueryKey(listId) }),
  });
}
