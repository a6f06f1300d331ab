import { queryOptions, useQuery } from '@tanstack/react-query';
import { createQueryFn } from '#client/lib/request';
import * as accountApi from '#shared/api-paths/account';
import { type TOwnProfile, ZOwnProfile } from '#shared/schemas/profile';

export const OWN_PROFILE_QUERY_KEY = [accountApi.profile] as const;

export const ownProfileQueryOptions = queryOptions({
  queryKey: OWN_PROFILE_QUERY_KEY,
  queryFn: createQueryFn<TOwnProfile>({ on401: 'throw', schema: __CHECK_RESPONSES__ && ZOwnProfile }),
});

export function useOwnProfile() {
  return useQuery(ownProfileQueryOptions);
}
