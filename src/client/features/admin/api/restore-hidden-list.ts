import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import * as adminApi from '#shared/api-paths/admin';
import { ZMessageResult } from '#shared/schemas/user';
import { refreshAfterModeration } from './admin-query-keys';

/** Shows a list a moderator hid again; its family is notified. */
export function restoreHiddenList(listId: string): Promise<{ message: string }> {
  return requestJson<{ message: string }>(
    'POST',
    adminApi.listAction(listId, 'restore'),
    {},
    undefined,
    __CHECK_RESPONSES__ && ZMessageResult,
  );
}

export function useRestoreHiddenList() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: restoreHiddenList, onSuccess: () => refreshAfterModeration(queryClient) });
}
