import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import * as adminApi from '#shared/api-paths/admin';
import { ZMessageResult } from '#shared/schemas/user';
import { refreshAfterModeration } from './admin-query-keys';

/** Takes the list out of search and off its page; its family is notified with the reason. */
export function hideList({
  listId,
  reason,
}: {
  listId: string;
  reason: string;
}): Promise<{ message: string }> {
  return requestJson<{ message: string }>(
    'POST',
    adminApi.listAction(listId, 'hide'),
    {
      reason,
    },
    undefined,
    __CHECK_RESPONSES__ && ZMessageResult,
  );
}

export function useHideList() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: hideList, onSuccess: () => refreshAfterModeration(queryClient) });
}
