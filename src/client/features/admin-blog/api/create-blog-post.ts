import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import * as adminBlogApi from '#shared/api-paths/admin-blog';
import { type TAdminBlogPost, type TBlogPostCreateInput, ZAdminBlogPost } from '#shared/schemas/blog-admin';
import { refreshAfterBlogChange } from './admin-blog-query-keys';

export function createBlogPost(input: TBlogPostCreateInput): Promise<TAdminBlogPost> {
  return requestJson<TAdminBlogPost>(
    'POST',
    adminBlogApi.posts,
    input,
    undefined,
    __CHECK_RESPONSES__ && ZAdminBlogPost,
  );
}

export function useCreateBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBlogPost,
    onSuccess: (post) => refreshAfterBlogChange(queryClient, { post }),
  });
}
