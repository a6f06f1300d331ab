import { useMutation } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import * as authApi from '#shared/api-paths/auth';
import { type TPasswordResetRequest, ZMessageResult } from '#shared/schemas/user';

// The same answer whether or not the email has an account.
export function requestPasswordReset(input: TPasswordResetRequest): Promise<{ message: string }> {
  return requestJson<{ message: string }>(
    'POST',
    authApi.requestPasswordReset,
    input,
    undefined,
    __CHECK_RESPONSES__ && ZMessageResult,
  );
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
