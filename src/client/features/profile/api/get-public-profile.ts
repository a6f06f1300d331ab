import { queryOptions, useQuery } from '@tanstack/react-query';
import { createQueryFn } from '#client/lib/request';
import * as userApi from '#shared/api-paths/users';
import { type TPublicProfile, ZPublicProfile } from '#shared/schemas/profile';

export function publicProfileQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [userApi.root, encodeURIComponent(userId)],
    queryFn: createQueryFn<TPublicProfile>({ on401: 'throw', schema: __CHECK_RESPONSES__ && ZPublicProfile }),
    // A missing profile stays missing; asking again would not help.
    retry: false,
  });
}

export function usePublicProfile(userId: string) {
  return useQuery(publicProfileQueryOptions(userId));
}
