import { useMutation } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';

export function sendVerificationEmail(): Promise<{ message: string }> {
  return requestJson<{ message: string }>('POST', '/api/auth/send-verification-email');
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
