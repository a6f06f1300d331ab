import { useMutation } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import type { TChangeEmailInput } from '#shared/schemas/account';

export function changeEmail(input: TChangeEmailInput): Promise<{ message: string }> {
  return requestJson<{ message: string }>('POST', '/api/account/change-email', input);
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
