import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPublicProfile } from '../../../../shared/schemas/profile';
import { createQueryFn } from '../../../lib/request';

export function publicProfileQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['/api/users', encodeURIComponent(userId)],
    queryFn: createQueryFn<TPublicProfile>({ on401: 'throw' }),
    // A missing profile stays missing; asking again would not help.
    retry: false,
  });
}

export function usePublicProfile(userId: string) {
  return useQuery(publicProfileQueryOptions(userId));
}
