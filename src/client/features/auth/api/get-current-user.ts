import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAuthState } from '#client/lib/request';
import * as authApi from '#shared/api-paths/auth';
import { USER_GC_TIME_MS, USER_STALE_TIME_MS } from '#shared/constants';
import { type TCurrentUser, ZCurrentUser } from '#shared/schemas/user';

export const CURRENT_USER_URL = authApi.currentUser;
export const CURRENT_USER_QUERY_KEY = [CURRENT_USER_URL] as const;

export function getCurrentUser({ signal }: { signal?: AbortSignal } = {}): Promise<TCurrentUser | null> {
  return fetchAuthState<TCurrentUser>(CURRENT_USER_URL, signal, __CHECK_RESPONSES__ && ZCurrentUser);
}

// A 401 means "signed out" (null), the answer stays fresh 10 minutes and is kept 15.
export const currentUserQueryOptions = queryOptions({
  queryKey: CURRENT_USER_QUERY_KEY,
  queryFn: getCurrentUser,
  staleTime: USER_STALE_TIME_MS,
  gcTime: USER_GC_TIME_MS,
  retry: false,
});

export function useCurrentUser() {
  const query = useQuery(currentUserQueryOptions);
  return { user: query.data ?? null, isLoading: query.isPending, error: query.error };
}
