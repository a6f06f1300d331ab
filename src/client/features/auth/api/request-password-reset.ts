import { useMutation } from '@tanstack/react-query';
import type { TPasswordResetRequest } from '../../../../shared/schemas/user';
import { requestJson } from '../../../lib/request';

// The same answer whether or not the email has an account.
export function requestPasswordReset(input: TPasswordResetRequest): Promise<{ message: string }> {
  return requestJson<{ message: string }>('POST', '/api/auth/request-password-reset', input);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
