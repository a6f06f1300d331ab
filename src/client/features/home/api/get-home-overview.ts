import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import * as contentApi from '#shared/api-paths/content';
import { type THomeOverview, ZHomeOverview } from '#shared/schemas/home';

export const HOME_OVERVIEW_URL = contentApi.home;

// Fresh on every visit: gifts arrive and donors buy while the user is away.
export function homeOverviewQueryOptions() {
  return queryOptions({
    queryKey: [HOME_OVERVIEW_URL],
    queryFn: () =>
      requestJson<THomeOverview>(
        'GET',
        HOME_OVERVIEW_URL,
        undefined,
        undefined,
        __CHECK_RESPONSES__ && ZHomeOverview,
      ),
    staleTime: 0,
  });
}

export function useHomeOverview() {
  return useQuery(homeOverviewQueryOptions());
}
