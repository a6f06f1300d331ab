import { queryOptions, useQuery } from '@tanstack/react-query';
import { createQueryFn } from '#client/lib/request';
import type { TOwnProfile } from '#shared/schemas/profile';

export const OWN_PROFILE_QUERY_KEY = ['/api/account/profile'] as const;

export const ownProfileQueryOptions = queryOptions({
  queryKey: OWN_PROFILE_QUERY_KEY,
  queryFn: createQueryFn<TOwnProfile>({ on401: 'throw' }),
});

export function useOwnProfile() {
  return useQuery(ownProfileQueryOptions);
}
