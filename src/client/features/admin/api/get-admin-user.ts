import { queryOptions, useQuery } from '@tanstack/react-query';
import { createQueryFn } from '#client/lib/request';
import { type TAdminUserDetail, ZAdminUserDetail } from '#shared/schemas/admin-users';
import { adminUserQueryKey } from './admin-query-keys';

export function adminUserQueryOptions(userId: string) {
  return queryOptions({
    queryKey: adminUserQueryKey(userId),
    queryFn: createQueryFn<TAdminUserDetail>({
      on401: 'throw',
      schema: __CHECK_RESPONSES__ && ZAdminUserDetail,
    }),
    retry: false,
    // Lists and gifts change while the admin is elsewhere: each opening reads them again.
    staleTime: 0,
  });
}

export function useAdminUser(userId: string) {
  return useQuery(adminUserQueryOptions(userId));
}
