import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLandingData } from '../../../../shared/schemas/impact';
import { requestJson } from '../../../lib/request';

// The served page preloads this address (link rel=preload), so the answer is usually there already.
export const LANDING_DATA_URL = '/api/landing';

export function landingDataQueryOptions() {
  return queryOptions({
    queryKey: [LANDING_DATA_URL],
    queryFn: () => requestJson<TLandingData>('GET', LANDING_DATA_URL),
    staleTime: 30_000,
  });
}

export function useLandingData() {
  return useQuery(landingDataQueryOptions());
}
