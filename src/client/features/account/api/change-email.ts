import { useMutation } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import * as accountApi from '#shared/api-paths/account';
import type { TChangeEmailInput } from '#shared/schemas/account';
import { ZMessageResult } from '#shared/schemas/user';

export function changeEmail(input: TChangeEmailInput): Promise<{ message: string }> {
  return requestJson<{ message: string }>(
    'POST',
    accountApi.changeEmail,
    input,
    undefined,
    __CHECK_RESPONSES__ && ZMessageResult,
  );
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
