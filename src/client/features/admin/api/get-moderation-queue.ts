import { queryOptions, useQuery } from '@tanstack/react-query';
import { createQueryFn } from '#client/lib/request';
import { type TModerationQueue, ZModerationQueue } from '#shared/schemas/admin';
import { MODERATION_QUEUE_QUERY_KEY } from './admin-query-keys';

export function moderationQueueQueryOptions() {
  return queryOptions({
    queryKey: MODERATION_QUEUE_QUERY_KEY,
    queryFn: createQueryFn<TModerationQueue>({
      on401: 'throw',
      schema: __CHECK_RESPONSES__ && ZModerationQueue,
    }),
    // Reports arrive while the admin works: read again on each visit and when they come back to the tab.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

export function useModerationQueue() {
  return useQuery(moderationQueueQueryOptions());
}
