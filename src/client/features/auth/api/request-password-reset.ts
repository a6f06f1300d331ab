import { useMutation } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import * as authApi from '#shared/api-paths/auth';
import type { TPasswordResetRequest } from '#shared/schemas/user';

// The same answer whether or not the email has an account.
export function requestPasswordReset(input: TPasswordResetRequest): Promise<{ message: string }> {
  return requestJson<{ message: string }>('POST', authApi.requestPasswordReset, input);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
