import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { createQueryFn } from '#client/lib/request';
import * as pledgeApi from '#shared/api-paths/pledges';
import { NOTIFICATION_POLL_MS } from '#shared/constants';
import { type TMyPledge, type TMyPledges, ZMyPledges } from '#shared/schemas/pledge';

export const MY_PLEDGES_QUERY_KEY = [pledgeApi.mine] as const;

// Fresh on every visit and polled with the notifications: the family's receipts and thank-yous, and
// the time left on reservations, change without the donor doing anything.
export function myPledgesQueryOptions(isSignedIn: boolean) {
  return queryOptions({
    queryKey: MY_PLEDGES_QUERY_KEY,
    queryFn: createQueryFn<TMyPledges>({ on401: 'throw', schema: __CHECK_RESPONSES__ && ZMyPledges }),
    enabled: isSignedIn,
    staleTime: 0,
    refetchInterval: NOTIFICATION_POLL_MS,
  });
}

export function useMyPledges(isSignedIn: boolean) {
  return useQuery(myPledgesQueryOptions(isSignedIn));
}

/** Puts a gift the server just answered with into the donor's gifts (newest first when it is new). */
export function storeMyPledge(queryClient: QueryClient, pledge: TMyPledge): void {
  queryClient.setQueryData<TMyPledges>(MY_PLEDGES_QUERY_KEY, (current) => {
    if (!current) return current;
    const isKnown = current.pledges.some((known) => known.id === pledge.id);
    const pledges = isKnown
      ? current.pledges.map((known) => (known.id === pledge.id ? pledge : known))
      : [pledge, ...current.pledges];
    return {
      ...current,
      pledges,
      activeReservations: pledges.filter((known) => known.status === 'reserved').length,
    };
  });
}
