import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import * as pledgeApi from '#shared/api-paths/pledges';
import { type TListPledges, ZListPledges } from '#shared/schemas/pledge';
import { listPledgesQueryKey } from './get-list-pledges';

export function markNotReceived({ pledgeId }: { listId: string; pledgeId: string }): Promise<TListPledges> {
  return requestJson<TListPledges>(
    'POST',
    pledgeApi.notReceived(pledgeId),
    undefined,
    undefined,
    __CHECK_RESPONSES__ && ZListPledges,
  );
}

export function useMarkNotReceived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotReceived,
    onSuccess: (pledges, { listId }) => queryClient.setQueryData(listPledgesQueryKey(listId), pledges),
  });
}
