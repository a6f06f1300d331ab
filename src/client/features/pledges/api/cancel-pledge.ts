import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import * as pledgeApi from '#shared/api-paths/pledges';
import { type TMyPledge, ZMyPledge } from '#shared/schemas/pledge';
import { storeMyPledge } from './get-my-pledges';
import { refreshAfterPledge } from './pledge-query-keys';

export function cancelPledge(pledgeId: string): Promise<TMyPledge> {
  return requestJson<TMyPledge>(
    'POST',
    pledgeApi.cancel(pledgeId),
    undefined,
    undefined,
    __CHECK_RESPONSES__ && ZMyPledge,
  );
}

export function useCancelPledge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPledge,
    onSuccess: (pledge) => {
      storeMyPledge(queryClient, pledge);
      return refreshAfterPledge(queryClient, pledge.list.id);
    },
  });
}
