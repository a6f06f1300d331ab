import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import * as contentApi from '#shared/api-paths/content';
import { type TBlogPost, ZBlogPost } from '#shared/schemas/blog';

export function blogPostQueryKey(slug: string) {
  return [contentApi.blog, 'post', slug] as const;
}

export function getBlogPost(slug: string, { signal }: { signal?: AbortSignal } = {}): Promise<TBlogPost> {
  return requestJson<TBlogPost>(
    'GET',
    contentApi.blogPost(slug),
    undefined,
    signal,
    __CHECK_RESPONSES__ && ZBlogPost,
  );
}

// A 404 (a draft or an unknown slug) is an answer, not a hiccup: it is not retried.
export function blogPostQueryOptions(slug: string) {
  return queryOptions({
    queryKey: blogPostQueryKey(slug),
    queryFn: ({ signal }) => getBlogPost(slug, { signal }),
    staleTime: 60_000,
    retry: false,
  });
}

export function useBlogPost(slug: string) {
  return useQuery({ ...blogPostQueryOptions(slug), enabled: slug !== '' });
}
