import { queryOptions, useQuery } from '@tanstack/react-query';
import { createQueryFn } from '#client/lib/request';
import type { TDataDeletionStatus } from '#shared/schemas/data-deletion';

export function deletionStatusQueryOptions(code: string) {
  return queryOptions({
    queryKey: ['/api/data-deletion', encodeURIComponent(code)],
    queryFn: createQueryFn<TDataDeletionStatus>({ on401: 'throw' }),
    retry: false,
  });
}

export function useDeletionStatus(code: string | null) {
  return useQuery({ ...deletionStatusQueryOptions(code ?? ''), enabled: code !== null });
}
