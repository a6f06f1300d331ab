import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import * as pledgeApi from '#shared/api-paths/pledges';
import { type TListPledges, ZListPledges } from '#shared/schemas/pledge';
import { listPledgesQueryKey } from './get-list-pledges';

/** The family says a reported gift never came: it ends, its quantity re-opens, the donor is told. */
export function markNeverCame({ pledgeId }: { listId: string; pledgeId: string }): Promise<TListPledges> {
  return requestJson<TListPledges>(
    'POST',
    pledgeApi.neverCame(pledgeId),
    undefined,
    undefined,
    __CHECK_RESPONSES__ && ZListPledges,
  );
}

export function useMarkNeverCame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNeverCame,
    onSuccess: (pledges, { listId }) => queryClient.setQueryData(listPledgesQueryKey(listId), pledges),
  });
}
