import { useMutation } from '@tanstack/react-query';
import { dispatchUserLoggedOut } from '#client/lib/events';
import { requestJson } from '#client/lib/request';
import * as authApi from '#shared/api-paths/auth';
import { type TPasswordResetInput, ZMessageResult } from '#shared/schemas/user';

export function resetPassword(input: TPasswordResetInput): Promise<{ message: string }> {
  return requestJson<{ message: string }>(
    'POST',
    authApi.resetPassword,
    input,
    undefined,
    __CHECK_RESPONSES__ && ZMessageResult,
  );
}

export function useResetPassword() {
  return useMutation({
    mutationFn: resetPassword,
    // A reset ends every session, this browser's included (the avatar follows the event).
    onSuccess: () => dispatchUserLoggedOut(),
  });
}
