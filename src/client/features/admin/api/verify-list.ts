import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import * as adminApi from '#shared/api-paths/admin';
import { ZMessageResult } from '#shared/schemas/user';
import { refreshAfterModeration } from './admin-query-keys';

/** Marks the list verified; the note (how it was verified) shows with the badge. */
export function verifyList({ listId, note }: { listId: string; note: string }): Promise<{ message: string }> {
  return requestJson<{ message: string }>(
    'POST',
    adminApi.listAction(listId, 'verify'),
    {
      note,
    },
    undefined,
    __CHECK_RESPONSES__ && ZMessageResult,
  );
}

export function useVerifyList() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: verifyList, onSuccess: () => refreshAfterModeration(queryClient) });
}
