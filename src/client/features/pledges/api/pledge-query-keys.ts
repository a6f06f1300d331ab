import type { QueryClient } from '@tanstack/react-query';
import * as needsListApi from '#shared/api-paths/needs-lists';
import { MY_PLEDGES_QUERY_KEY } from './get-my-pledges';

/**
 * A list's own query, keyed by its URL (the app-wide rule: the query key is the URL it fetches). Pledging
 * refreshes it by that URL, so this feature does not reach into the needs-lists feature. Its prefix also
 * covers the list's gifts (/api/lists/ID/pledges).
 */
export function listUrlKey(listId: string) {
  return [needsListApi.root, encodeURIComponent(listId)] as const;
}

/** After a donor's reservation, cancellation or purchase: the list's counts and the donor's gifts. */
export async function refreshAfterPledge(queryClient: QueryClient, listId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: listUrlKey(listId) }),
    queryClient.invalidateQueries({ queryKey: MY_PLEDGES_QUERY_KEY }),
  ]);
}
