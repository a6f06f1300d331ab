import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import * as adminApi from '#shared/api-paths/admin';
import { type TAdminUserDetail, ZAdminUserDetail } from '#shared/schemas/admin-users';
import { refreshAfterUserChange } from './admin-query-keys';

/** Signs the account out everywhere and keeps it out; hides its lists and ends its reservations. */
export function suspendUser({ userId, reason }: { userId: string; reason: string }) {
  return requestJson<TAdminUserDetail>(
    'POST',
    adminApi.userAction(userId, 'suspend'),
    {
      reason,
    },
    undefined,
    __CHECK_RESPONSES__ && ZAdminUserDetail,
  );
}

export function useSuspendUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: suspendUser,
    onSuccess: (user) => refreshAfterUserChange(queryClient, user),
  });
}
