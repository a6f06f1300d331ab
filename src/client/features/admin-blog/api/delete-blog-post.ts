import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/request';
import * as adminBlogApi from '#shared/api-paths/admin-blog';
import { refreshAfterBlogChange } from './admin-blog-query-keys';

export async function deleteBlogPost(postId: string): Promise<void> {
  await apiRequest('DELETE', adminBlogApi.post(postId));
}

export function useDeleteBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBlogPost,
    onSuccess: (_result, postId) => refreshAfterBlogChange(queryClient, { removedId: postId }),
  });
}
