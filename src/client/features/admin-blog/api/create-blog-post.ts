import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminBlogPost, TBlogPostCreateInput } from '../../../../shared/schemas/blog-admin';
import { requestJson } from '../../../lib/request';
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
