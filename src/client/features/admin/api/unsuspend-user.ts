import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import * as adminApi from '#shared/api-paths/admin';
import { type TAdminUserDetail, ZAdminUserDetail } from '#shared/schemas/admin-users';
import { refreshAfterUserChange } from './admin-query-keys';

/** Lets the account sign in again and brings back the lists its suspension hid. */
export function unsuspendUser(userId: string) {
  return requestJson<TAdminUserDetail>(
    'POST',
    adminApi.userAction(userId, 'unsuspend'),
    {},
    undefined,
    __CHECK_RESPONSES__ && ZAdminUserDetail,
  );
}

export function useUnsuspendUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsuspendUser,
    onSuccess: (user) => refreshAfterUserChange(queryClient, user),
  });
}
