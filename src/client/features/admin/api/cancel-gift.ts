import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import type { TAdminPledge } from '#shared/schemas/admin-users';
import { ADMIN_USERS_QUERY_KEY, refreshAfterModeration } from './admin-query-keys';

/** Ends a gift that is reserved or reported bought (not received): the quantity re-opens, both sides are told. */
export function cancelGift({ pledgeId, reason }: { pledgeId: string; reason: string }) {
  return requestJson<TAdminPledge>('POST', `/api/admin/pledges/${encodeURIComponent(pledgeId)}/cancel`, {
    reason,
  });
}

export function useCancelGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelGift,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY }),
        refreshAfterModeration(queryClient),
      ]);
    },
  });
}
