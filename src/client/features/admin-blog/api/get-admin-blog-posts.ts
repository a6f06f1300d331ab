import { queryOptions, useQuery } from '@tanstack/react-query';
import { createQueryFn } from '#client/lib/request';
import { type TAdminBlogList, ZAdminBlogList } from '#shared/schemas/blog-admin';
import { ADMIN_BLOG_QUERY_KEY } from './admin-blog-query-keys';

export function adminBlogPostsQueryOptions() {
  return queryOptions({
    queryKey: ADMIN_BLOG_QUERY_KEY,
    queryFn: createQueryFn<TAdminBlogList>({ on401: 'throw', schema: __CHECK_RESPONSES__ && ZAdminBlogList }),
  });
}

export function useAdminBlogPosts() {
  return useQuery(adminBlogPostsQueryOptions());
}
