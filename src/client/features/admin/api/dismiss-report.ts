import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import * as adminApi from '#shared/api-paths/admin';
import { ZMessageResult } from '#shared/schemas/user';
import { refreshAfterModeration } from './admin-query-keys';

/** Closes one report without acting on the list. */
export function dismissReport({ reportId, reason }: { reportId: string; reason: string }): Promise<{
  message: string;
}> {
  return requestJson<{ message: string }>(
    'POST',
    adminApi.dismissReport(reportId),
    {
      reason,
    },
    undefined,
    __CHECK_RESPONSES__ && ZMessageResult,
  );
}

export function useDismissReport() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: dismissReport, onSuccess: () => refreshAfterModeration(queryClient) });
}
