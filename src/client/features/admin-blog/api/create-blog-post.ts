import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import type { TAdminBlogPost, TBlogPostCreateInput } from '#shared/schemas/blog-admin';
import { refreshAfterBlogChange } from './admin-blog-query-keys';

export function createBlogPost(input: TBlogPostCreateInput): Promise<TAdminBlogPost> {
  return requestJson<TAdminBlogPost>('POST', '/api/admin/blog', input);
}

export function useCreateBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBlogPost,
    onSuccess: (post) => refreshAfterBlogChange(queryClient, { post }),
  });
}
