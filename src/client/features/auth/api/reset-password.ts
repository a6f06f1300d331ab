import { useMutation } from '@tanstack/react-query';
import type { TPasswordResetInput } from '../../../../shared/schemas/user';
import { dispatchUserLoggedOut } from '../../../lib/events';
import { requestJson } from '../../../lib/request';

export function resetPassword(input: TPasswordResetInput): Promise<{ message: string }> {
  return requestJson<{ message: string }>('POST', '/api/auth/reset-password', input);
}

export function useResetPassword() {
  return useMutation({
    mutationFn: resetPassword,
    // A reset ends every session, this browser's included (seed §4: the avatar follows the event).
    onSuccess: () => dispatchUserLoggedOut(),
  });
}
