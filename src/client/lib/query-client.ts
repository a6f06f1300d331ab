import { QueryClient } from '@tanstack/react-query';
import { createQueryFn } from './request';

// Nothing refetches by itself, data never goes stale, nothing is retried. Queries that need
// freshness (current user, notifications) say so in their own options.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: createQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

export const queryClient = createQueryClient();
