import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import * as accountApi from '#shared/api-paths/account';
import type { TChangePasswordInput } from '#shared/schemas/account';
import { ZMessageResult } from '#shared/schemas/user';
import { ACCOUNT_SESSIONS_QUERY_KEY } from './get-account-sessions';

export function changePassword(input: TChangePasswordInput): Promise<{ message: string }> {
  return requestJson<{ message: string }>(
    'POST',
    accountApi.changePassword,
    input,
    undefined,
    __CHECK_RESPONSES__ && ZMessageResult,
  );
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_SESSIONS_QUERY_KEY }),
  });
}
