import { queryOptions, useQuery } from '@tanstack/react-query';
import { createQueryFn } from '#client/lib/request';
import * as needsListApi from '#shared/api-paths/needs-lists';
import { NOTIFICATION_POLL_MS } from '#shared/constants';
import { type TListPledges, ZListPledges } from '#shared/schemas/pledge';

export function listPledgesQueryKey(listId: string) {
  return [needsListApi.root, encodeURIComponent(listId), 'pledges'] as const;
}

// The family's gifts: fresh on every visit and polled with the notifications, so a purchase reported
// while the page is open shows up without a reload.
export function listPledgesQueryOptions(listId: string) {
  return queryOptions({
    queryKey: listPledgesQueryKey(listId),
    queryFn: createQueryFn<TListPledges>({ on401: 'throw', schema: __CHECK_RESPONSES__ && ZListPledges }),
    staleTime: 0,
    refetchInterval: NOTIFICATION_POLL_MS,
  });
}

export function useListPledges(listId: string) {
  return useQuery(listPledgesQueryOptions(listId));
}
