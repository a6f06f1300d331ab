import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMyPledge, TPurchaseInput } from '../../../../shared/schemas/pledge';
import { requestJson } from '../../../lib/request';
import { storeMyPledge } from './get-my-pledges';
import { refreshAfterGiving } from './giving-query-keys';

export function reportPurchase({
  pledgeId,
  input,
}: {
  pledgeId: string;
  input: TPurchaseInput;
}): Promise<TMyPledge> {
  return requestJson<TMyPledge>('POST', `/api/pledges/${encodeURIComponent(pledgeId)}/purchase`, input);
}

export function useReportPurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportPurchase,
    onSuccess: (pledge) => {
      storeMyPledge(queryClient, pledge);
      return refreshAfterGiving(queryClient, pledge.list.id);
    },
  });
}
