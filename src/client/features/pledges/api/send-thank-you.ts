import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import * as pledgeApi from '#shared/api-paths/pledges';
import { type TListPledges, type TThankYouInput, ZListPledges } from '#shared/schemas/pledge';
import { listPledgesQueryKey } from './get-list-pledges';

export function sendThankYou({
  pledgeId,
  input,
}: {
  listId: string;
  pledgeId: string;
  input: TThankYouInput;
}): Promise<TListPledges> {
  return requestJson<TListPledges>(
    'POST',
    pledgeApi.thankYou(pledgeId),
    input,
    undefined,
    __CHECK_RESPONSES__ && ZListPledges,
  );
}

export function useSendThankYou() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendThankYou,
    onSuccess: (pledges, { listId }) => queryClient.setQueryData(listPledgesQueryKey(listId), pledges),
  });
}
