import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import * as adminBlogApi from '#shared/api-paths/admin-blog';
import { type TAdminBlogPost, type TBlogPostUpdateInput, ZAdminBlogPost } from '#shared/schemas/blog-admin';
import { refreshAfterBlogChange } from './admin-blog-query-keys';

export function updateBlogPost({
  postId,
  input,
}: {
  postId: string;
  input: TBlogPostUpdateInput;
}): Promise<TAdminBlogPost> {
  return requestJson<TAdminBlogPost>(
    'PATCH',
    adminBlogApi.post(postId),
    input,
    undefined,
    __CHECK_RESPONSES__ && ZAdminBlogPost,
  );
}

export function useUpdateBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBlogPost,
    onSuccess: (post) => refreshAfterBlogChange(queryClient, { post }),
  });
}
