import { useMutation } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import * as authApi from '#shared/api-paths/auth';
import { ZMessageResult } from '#shared/schemas/user';

// This browser's cookie (set when it confirmed the address) names the account; the body is empty.
export function disownAccount(): Promise<{ message: string }> {
  return requestJson<{ message: string }>(
    'POST',
    authApi.notMyAccount,
    {},
    undefined,
    __CHECK_RESPONSES__ && ZMessageResult,
  );
}

export function useDisownAccount() {
  return useMutation({ mutationFn: disownAccount });
}
