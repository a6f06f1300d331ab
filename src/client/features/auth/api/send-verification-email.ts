import { useMutation } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import * as authApi from '#shared/api-paths/auth';

export function sendVerificationEmail(): Promise<{ message: string }> {
  return requestJson<{ message: string }>('POST', authApi.sendVerificationEmail);
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
