import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TItem, TItemInput } from '../../../../shared/schemas/needs-list';
import { requestJson } from '../../../lib/request';
import { listQueryKey } from './get-list';

export function addItem({ listId, input }: { listId: string; input: TItemInput }): Promise<TItem> {
  return requestJson<TItem>('POST', `/api/lists/${encodeURIComponent(listId)}/items`, input);
}

export function useAddItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addItem,
    onSuccess: (_item, { listId }) => queryClient.invalidateQueries({ queryKey: listQueryKey(listId) }),
  });
}
