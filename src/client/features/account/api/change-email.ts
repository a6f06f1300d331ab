import { useMutation } from '@tanstack/react-query';
import type { TChangeEmailInput } from '../../../../shared/schemas/account';
import { requestJson } from '../../../lib/request';

export function changeEmail(input: TChangeEmailInput): Promise<{ message: string }> {
  return requestJson<{ message: string }>('POST', '/api/account/change-email', input);
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
