import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import type { TAdminUserDetail } from '#shared/schemas/admin-users';
import { refreshAfterUserChange } from './admin-query-keys';

/** Signs the account out everywhere and keeps it out; hides its lists and ends its reservations. */
export function suspendUser({ userId, reason }: { userId: string; reason: string }) {
  return requestJson<TAdminUserDetail>('POST', `/api/admin/users/${encodeURIComponent(userId)}/suspend`, {
    reason,
  });
}

export function useSuspendUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: suspendUser,
    onSuccess: (user) => refreshAfterUserChange(queryClient, user),
  });
}
