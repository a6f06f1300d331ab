import { useMutation } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import * as authApi from '#shared/api-paths/auth';
import { ZMessageResult } from '#shared/schemas/user';

export function sendVerificationEmail(): Promise<{ message: string }> {
  return requestJson<{ message: string }>(
    'POST',
    authApi.sendVerificationEmail,
    undefined,
    undefined,
    __CHECK_RESPONSES__ && ZMessageResult,
  );
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
