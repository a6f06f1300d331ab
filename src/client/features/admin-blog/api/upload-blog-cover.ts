import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchWithNetworkError, readResponseJson, throwIfResponseNotOk } from '#client/lib/request';
import * as adminBlogApi from '#shared/api-paths/admin-blog';
import { type TAdminBlogPost, ZAdminBlogPost } from '#shared/schemas/blog-admin';
import { refreshAfterBlogChange } from './admin-blog-query-keys';

export async function uploadBlogCover({
  postId,
  photo,
}: {
  postId: string;
  photo: File;
}): Promise<TAdminBlogPost> {
  const body = new FormData();
  body.append('photo', photo);
  const response = await fetchWithNetworkError(adminBlogApi.cover(postId), {
    method: 'POST',
    body,
  });
  await throwIfResponseNotOk(response);
  return readResponseJson<TAdminBlogPost>(
    response,
    adminBlogApi.cover(postId),
    __CHECK_RESPONSES__ && ZAdminBlogPost,
  );
}

export function useUploadBlogCover() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadBlogCover,
    onSuccess: (post) => refreshAfterBlogChange(queryClient, { post }),
  });
}
