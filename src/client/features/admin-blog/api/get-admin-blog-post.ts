import { queryOptions, useQuery } from '@tanstack/react-query';
import { createQueryFn } from '#client/lib/request';
import { type TAdminBlogPost, ZAdminBlogPost } from '#shared/schemas/blog-admin';
import { adminBlogPostQueryKey } from './admin-blog-query-keys';

// A post open in the editor is not read again behind the admin's back: the form keeps what they type,
// and every save answers with the server's copy.
export function adminBlogPostQueryOptions(postId: string) {
  return queryOptions({
    queryKey: adminBlogPostQueryKey(postId),
    queryFn: createQueryFn<TAdminBlogPost>({ on401: 'throw', schema: __CHECK_RESPONSES__ && ZAdminBlogPost }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function useAdminBlogPost(postId: string | null) {
  return useQuery({ ...adminBlogPostQueryOptions(postId ?? ''), enabled: postId !== null });
}
