import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TListPledges } from '../../../../shared/schemas/pledge';
import { requestJson } from '../../../lib/request';
import { listPledgesQueryKey } from './get-list-pledges';
import { listUrlKey } from './giving-query-keys';

export function confirmReceipt({ pledgeId }: { listId: string; pledgeId: string }): Promise<TListPledges> {
  return requestJson<TListPledges>('POST', `/api/pledges/${encodeURIComponent(pledgeId)}/receive`);
}

export function useConfirmReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmReceipt,
    onSuccess: (pledges, { listId }) => {
      queryClient.setQueryData(listPledgesQueryKey(listId), pledges);
      // The list's counts change, and it may now be fulfilled.
      return queryClient.invalidateQueries({ queryKey: listUrlKey(listId), exact: true });
    },
  });
}
