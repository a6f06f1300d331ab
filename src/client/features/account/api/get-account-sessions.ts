import { queryOptions, useQuery } from '@tanstack/react-query';
import { createQueryFn } from '#client/lib/request';
import type { TAccountSession } from '#shared/schemas/account';

export const ACCOUNT_SESSIONS_QUERY_KEY = ['/api/account/sessions'] as const;

export const accountSessionsQueryOptions = queryOptions({
  queryKey: ACCOUNT_SESSIONS_QUERY_KEY,
  queryFn: createQueryFn<TAccountSession[]>({ on401: 'throw' }),
});

export function useAccountSessions() {
  return useQuery(accountSessionsQueryOptions);
}
