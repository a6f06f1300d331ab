import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import * as adminApi from '#shared/api-paths/admin';
import { ZMessageResult } from '#shared/schemas/user';
import { refreshAfterModeration } from './admin-query-keys';

/** Lets a list the copycat check held into search; its family is notified. */
export function releaseHeldList(listId: string): Promise<{ message: string }> {
  return requestJson<{ message: string }>(
    'POST',
    adminApi.listAction(listId, 'release'),
    {},
    undefined,
    __CHECK_RESPONSES__ && ZMessageResult,
  );
}

export function useReleaseHeldList() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: releaseHeldList, onSuccess: () => refreshAfterModeration(queryClient) });
}
