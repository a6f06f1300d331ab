import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import * as adminApi from '#shared/api-paths/admin';
import { type TAdminPledge, ZAdminPledge } from '#shared/schemas/admin-users';
import { ADMIN_USERS_QUERY_KEY, refreshAfterModeration } from './admin-query-keys';

/** Ends a gift that is reserved or reported bought (not received): the quantity re-opens, both sides are told. */
export function cancelGift({ pledgeId, reason }: { pledgeId: string; reason: string }) {
  return requestJson<TAdminPledge>(
    'POST',
    adminApi.cancelPledge(pledgeId),
    {
      reason,
    },
    undefined,
    __CHECK_RESPONSES__ && ZAdminPledge,
  );
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
