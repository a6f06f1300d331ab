import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import * as adminApi from '#shared/api-paths/admin';
import { type TAdminUserDetail, ZAdminUserDetail } from '#shared/schemas/admin-users';
import type { TUserType } from '#shared/schemas/user';
import { refreshAfterUserChange } from './admin-query-keys';

/** Makes someone an admin or a user again (the server refuses your own role and the last admin). */
export function setUserRole({ userId, userType }: { userId: string; userType: TUserType }) {
  return requestJson<TAdminUserDetail>(
    'POST',
    adminApi.userAction(userId, 'role'),
    {
      userType,
    },
    undefined,
    __CHECK_RESPONSES__ && ZAdminUserDetail,
  );
}

export function useSetUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserRole,
    onSuccess: (user) => refreshAfterUserChange(queryClient, user),
  });
}
