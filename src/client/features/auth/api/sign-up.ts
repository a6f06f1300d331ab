import { useMutation } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import * as authApi from '#shared/api-paths/auth';
import { type TSignUpInput, ZMessageResult } from '#shared/schemas/user';

// The answer is the same whether or not the email already had an account; the person signs in next.
export function signUp(input: TSignUpInput): Promise<{ message: string }> {
  return requestJson<{ message: string }>(
    'POST',
    authApi.signUp,
    input,
    undefined,
    __CHECK_RESPONSES__ && ZMessageResult,
  );
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
