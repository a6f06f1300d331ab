import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import * as adminBlogApi from '#shared/api-paths/admin-blog';
import { type TAdminBlogPost, ZAdminBlogPost } from '#shared/schemas/blog-admin';
import { refreshAfterBlogChange } from './admin-blog-query-keys';

export function unpublishBlogPost(postId: string): Promise<TAdminBlogPost> {
  return requestJson<TAdminBlogPost>(
    'POST',
    adminBlogApi.unpublish(postId),
    undefined,
    undefined,
    __CHECK_RESPONSES__ && ZAdminBlogPost,
  );
}

export function useUnpublishBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unpublishBlogPost,
    onSuccess: (post) => refreshAfterBlogChange(queryClient, { post }),
  });
}
