import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPasswordResetInput } from '../../../../shared/schemas/user';
import { requestJson } from '../../../lib/request';
import { CURRENT_USER_QUERY_KEY } from './get-current-user';

export function resetPassword(input: TPasswordResetInput): Promise<{ message: string }> {
  return requestJson<{ message: string }>('POST', '/api/auth/reset-password', input);
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    // A reset ends every session, this browser's included.
    onSuccess: () => queryClient.setQueryData(CURRENT_USER_QUERY_KEY, null),
  });
}
