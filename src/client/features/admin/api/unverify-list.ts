import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import * as adminApi from '#shared/api-paths/admin';
import { ZMessageResult } from '#shared/schemas/user';
import { refreshAfterModeration } from './admin-query-keys';

/** Takes the verified badge away; the reason stays in the audit log. */
export function unverifyList({
  listId,
  reason,
}: {
  listId: string;
  reason: string;
}): Promise<{ message: string }> {
  return requestJson<{ message: string }>(
    'POST',
    adminApi.listAction(listId, 'unverify'),
    {
      reason,
    },
    undefined,
    __CHECK_RESPONSES__ && ZMessageResult,
  );
}

export function useUnverifyList() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: unverifyList, onSuccess: () => refreshAfterModeration(queryClient) });
}
