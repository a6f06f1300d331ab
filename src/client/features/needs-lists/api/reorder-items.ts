import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { requestJson } from '#client/lib/request';
import * as needsListApi from '#shared/api-paths/needs-lists';
import { type TItem, ZItem } from '#shared/schemas/needs-list';
import { listQueryKey } from './get-list';

export function reorderItems({ listId, ids }: { listId: string; ids: string[] }): Promise<TItem[]> {
  return requestJson<TItem[]>(
    'PUT',
    needsListApi.itemOrder(listId),
    { ids },
    undefined,
    __CHECK_RESPONSES__ && z.array(ZItem),
  );
}

export function useReorderItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderItems,
    onSuccess: (_items, { listId }) => queryClient.invalidateQueries({ queryKey: listQueryKey(listId) }),
  });
}
