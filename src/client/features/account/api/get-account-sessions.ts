import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { createQueryFn } from '#client/lib/request';
import * as accountApi from '#shared/api-paths/account';
import { type TAccountSession, ZAccountSession } from '#shared/schemas/account';

export const ACCOUNT_SESSIONS_QUERY_KEY = [accountApi.sessions] as const;

export const accountSessionsQueryOptions = queryOptions({
  queryKey: ACCOUNT_SESSIONS_QUERY_KEY,
  queryFn: createQueryFn<TAccountSession[]>({
    on401: 'throw',
    schema: __CHECK_RESPONSES__ && z.array(ZAccountSession),
  }),
});

export function useAccountSessions() {
  return useQuery(accountSessionsQueryOptions);
}
