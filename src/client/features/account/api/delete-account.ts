import { useMutation } from '@tanstack/react-query';
import { dispatchUserLoggedOut } from '#client/lib/events';
import { requestJson } from '#client/lib/request';
import * as accountApi from '#shared/api-paths/account';
import {
  type TAccountDeletionResult,
  type TDeleteAccountInput,
  ZAccountDeletionResult,
} from '#shared/schemas/data-deletion';

export function deleteAccount(input: TDeleteAccountInput): Promise<TAccountDeletionResult> {
  return requestJson<TAccountDeletionResult>(
    'POST',
    accountApi.deleteAccount,
    input,
    undefined,
    __CHECK_RESPONSES__ && ZAccountDeletionResult,
  );
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: deleteAccount,
    // The account and its sessions are gone: the page forgets the user at once.
    onSuccess: () => dispatchUserLoggedOut(),
  });
}
