import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDataDeletionStatus } from '../../../../shared/schemas/data-deletion';
import { createQueryFn } from '../../../lib/request';

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
