import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import * as adminApi from '#shared/api-paths/admin';
import { type TAdminStats, ZAdminStats } from '#shared/schemas/admin-stats';

export const ADMIN_STATS_QUERY_KEY = [adminApi.stats] as const;

/** `search` is the API's own query string ("days=30" or "from=…&to=…"), without the "?". */
export function fetchAdminStats(search: string, signal?: AbortSignal): Promise<TAdminStats> {
  return requestJson<TAdminStats>(
    'GET',
    adminApi.statsFor(search),
    undefined,
    signal,
    __CHECK_RESPONSES__ && ZAdminStats,
  );
}

export function adminStatsQueryOptions(search: string) {
  return queryOptions({
    queryKey: [...ADMIN_STATS_QUERY_KEY, search],
    queryFn: ({ signal }) => fetchAdminStats(search, signal),
    // The server computes the figures at every request: a period seen a minute ago may be read again.
    staleTime: 60_000,
    // The last period's figures stay on screen while the next period loads, so the page does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useAdminStats(search: string) {
  return useQuery(adminStatsQueryOptions(search));
}
