import { useMutation } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import * as pledgeApi from '#shared/api-paths/pledges';
import { type TPledgeAddress, ZPledgeAddress } from '#shared/schemas/pledge';

// A mutation, not a query: every reveal is recorded for the family, so it is asked for only when the
// donor clicks, and the address is never kept in the query cache.
export function revealAddress(pledgeId: string): Promise<TPledgeAddress> {
  return requestJson<TPledgeAddress>(
    'POST',
    pledgeApi.address(pledgeId),
    undefined,
    undefined,
    __CHECK_RESPONSES__ && ZPledgeAddress,
  );
}

export function useRevealAddress() {
  return useMutation({ mutationFn: revealAddress });
}
