import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import type { TMyPledge } from '#shared/schemas/pledge';
import { storeMyPledge } from './get-my-pledges';
import { refreshAfterPledge } from './pledge-query-keys';

export function cancelPledge(pledgeId: string): Promise<TMyPledge> {
  return requestJson<TMyPledge>('POST', `/api/pledges/${encodeURIComponent(pledgeId)}/cancel`);
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
