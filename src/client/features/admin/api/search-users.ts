import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import * as adminApi from '#shared/api-paths/admin';
import { type TAdminUserPage, ZAdminUserPage } from '#shared/schemas/admin-users';
import { ADMIN_USERS_QUERY_KEY } from './admin-query-keys';

/** Users whose name or email contains `q` (everyone when empty), newest first, a page at a time. */
export function searchUsersQueryOptions(q: string, page: number) {
  const params = new URLSearchParams({ q, page: String(page) });
  return queryOptions({
    queryKey: [...ADMIN_USERS_QUERY_KEY, 'search', q, page],
    queryFn: ({ signal }) =>
      requestJson<TAdminUserPage>(
        'GET',
        adminApi.searchUsers(`${params}`),
        undefined,
        signal,
        __CHECK_RESPONSES__ && ZAdminUserPage,
      ),
    // The previous page stays on screen while the next one loads, instead of a flash of spinner.
    placeholderData: keepPreviousData,
    // New accounts arrive all the time: each visit reads the list again.
    staleTime: 0,
  });
}

export function useSearchUsers(q: string, page: number) {
  return useQuery(searchUsersQueryOptions(q, page));
}
