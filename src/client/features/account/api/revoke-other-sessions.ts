import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import * as accountApi from '#shared/api-paths/account';
import { ZMessageResult } from '#shared/schemas/user';
import { ACCOUNT_SESSIONS_QUERY_KEY } from './get-account-sessions';

export function revokeOtherSessions(): Promise<{ message: string }> {
  return requestJson<{ message: string }>(
    'POST',
    accountApi.revokeOtherSessions,
    undefined,
    undefined,
    __CHECK_RESPONSES__ && ZMessageResult,
  );
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_SESSIONS_QUERY_KEY }),
  });
}
