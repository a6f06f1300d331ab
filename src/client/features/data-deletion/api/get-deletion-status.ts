import { queryOptions, useQuery } from '@tanstack/react-query';
import { createQueryFn } from '#client/lib/request';
import * as contentApi from '#shared/api-paths/content';
import { type TDataDeletionStatus, ZDataDeletionStatus } from '#shared/schemas/data-deletion';

export function deletionStatusQueryOptions(code: string) {
  return queryOptions({
    queryKey: [contentApi.dataDeletion, encodeURIComponent(code)],
    queryFn: createQueryFn<TDataDeletionStatus>({
      on401: 'throw',
      schema: __CHECK_RESPONSES__ && ZDataDeletionStatus,
    }),
    retry: false,
  });
}

export function useDeletionStatus(code: string | null) {
  return useQuery({ ...deletionStatusQueryOptions(code ?? ''), enabled: code !== null });
}
