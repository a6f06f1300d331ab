import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJsonOnce } from '#client/lib/idempotent-request';
import * as pledgeApi from '#shared/api-paths/pledges';
import { type TMyPledge, type TPurchaseInput, ZMyPledge } from '#shared/schemas/pledge';
import { storeMyPledge } from './get-my-pledges';
import { refreshAfterPledge } from './pledge-query-keys';

export function reportPurchase({
  pledgeId,
  input,
}: {
  pledgeId: string;
  input: TPurchaseInput;
}): Promise<TMyPledge> {
  // Each call is one action of the donor: a new key, reused by its retry after a lost answer.
  return requestJsonOnce<TMyPledge>('POST', pledgeApi.purchase(pledgeId), input, {
    schema: __CHECK_RESPONSES__ && ZMyPledge,
  });
}

export function useReportPurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportPurchase,
    onSuccess: (pledge) => {
      storeMyPledge(queryClient, pledge);
      return refreshAfterPledge(queryClient, pledge.list.id);
    },
  });
}
