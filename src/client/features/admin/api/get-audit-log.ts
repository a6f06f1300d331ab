import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import * as adminApi from '#shared/api-paths/admin';
import { type TAuditEntry, ZAuditPage } from '#shared/schemas/admin';
import { buildAuditSearch, type TAuditFilters } from '../utils/audit-labels';
import { AUDIT_LOG_QUERY_KEY } from './admin-query-keys';

export type TAuditPage = { entries: TAuditEntry[]; hasMore: boolean };

/** Newest first; each older page starts after the last entry of the one before (`before`). */
export function auditLogQueryOptions(filters: TAuditFilters) {
  return infiniteQueryOptions({
    queryKey: [...AUDIT_LOG_QUERY_KEY, filters.action.trim(), filters.targetType],
    queryFn: ({ pageParam, signal }) => {
      const search = buildAuditSearch(filters, pageParam);
      return requestJson<TAuditPage>(
        'GET',
        adminApi.searchAuditLog(search),
        undefined,
        signal,
        __CHECK_RESPONSES__ && ZAuditPage,
      );
    },
    // Other admins act too: each visit to the log reads it again.
    staleTime: 0,
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => (lastPage.hasMore ? lastPage.entries.at(-1)?.id : undefined),
  });
}

export function useAuditLog(filters: TAuditFilters) {
  return useInfiniteQuery(auditLogQueryOptions(filters));
}
