import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/request';
import { refreshAfterBlogChange } from './admin-blog-query-keys';

export async function deleteBlogPost(postId: string): Promise<void> {
  await apiRequest('DELETE', `/api/admin/blog/${encodeURIComponent(postId)}`);
}

export function useDeleteBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBlogPost,
    onSuccess: (_result, postId) => refreshAfterBlogChange(queryClient, { removedId: postId }),
  });
}
