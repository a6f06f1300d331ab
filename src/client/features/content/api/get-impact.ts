import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import * as contentApi from '#shared/api-paths/content';
import { type TImpact, ZImpact } from '#shared/schemas/impact';

export const IMPACT_URL = contentApi.impact;
export const IMPACT_QUERY_KEY = [IMPACT_URL] as const;

export function getImpact({ signal }: { signal?: AbortSignal } = {}): Promise<TImpact> {
  return requestJson<TImpact>('GET', IMPACT_URL, undefined, signal, __CHECK_RESPONSES__ && ZImpact);
}

// The figures move slowly and the server keeps them in its public cache, so a minute is fresh enough.
export const impactQueryOptions = queryOptions({
  queryKey: IMPACT_QUERY_KEY,
  queryFn: getImpact,
  staleTime: 60_000,
});

export function useImpact() {
  return useQuery(impactQueryOptions);
}
