import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import type { TAdminBlogPost } from '#shared/schemas/blog-admin';
import { refreshAfterBlogChange } from './admin-blog-query-keys';

export function publishBlogPost(postId: string): Promise<TAdminBlogPost> {
  return requestJson<TAdminBlogPost>('POST', `/api/admin/blog/${encodeURIComponent(postId)}/publish`);
}

export function usePublishBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishBlogPost,
    onSuccess: (post) => refreshAfterBlogChange(queryClient, { post }),
  });
}
