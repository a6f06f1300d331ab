import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchWithNetworkError, readResponseJson, throwIfResponseNotOk } from '#client/lib/request';
import * as pledgeApi from '#shared/api-paths/pledges';
import { type TListPledges, ZListPledges } from '#shared/schemas/pledge';
import { listPledgesQueryKey } from './get-list-pledges';
import { listUrlKey } from './pledge-query-keys';

export async function confirmReceipt({
  pledgeId,
}: {
  listId: string;
  pledgeId: string;
}): Promise<TListPledges> {
  // keepalive: a confirmation sent as the page is left (after its moment to undo) still arrives.
  const response = await fetchWithNetworkError(pledgeApi.receive(pledgeId), {
    method: 'POST',
    keepalive: true,
  });
  await throwIfResponseNotOk(response);
  return readResponseJson<TListPledges>(
    response,
    pledgeApi.receive(pledgeId),
    __CHECK_RESPONSES__ && ZListPledges,
  );
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
