import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import * as contentApi from '#shared/api-paths/content';
import { type TLandingData, ZLandingData } from '#shared/schemas/impact';

// The served page preloads this address (link rel=preload), so the answer is usually there already.
export const LANDING_DATA_URL = contentApi.landing;

export function landingDataQueryOptions() {
  return queryOptions({
    queryKey: [LANDING_DATA_URL],
    queryFn: () =>
      requestJson<TLandingData>(
        'GET',
        LANDING_DATA_URL,
        undefined,
        undefined,
        __CHECK_RESPONSES__ && ZLandingData,
      ),
    staleTime: 30_000,
  });
}

export function useLandingData() {
  return useQuery(landingDataQueryOptions());
}
