import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import * as contentApi from '#shared/api-paths/content';
import { type TBlogList, ZBlogList } from '#shared/schemas/blog';

const BLOG_URL = contentApi.blog;

export function blogPostsQueryKey(page: number) {
  return [BLOG_URL, 'page', page] as const;
}

export function getBlogPosts(page: number, { signal }: { signal?: AbortSignal } = {}): Promise<TBlogList> {
  return requestJson<TBlogList>(
    'GET',
    `${BLOG_URL}?page=${page}`,
    undefined,
    signal,
    __CHECK_RESPONSES__ && ZBlogList,
  );
}

// Posts change rarely and the server keeps them in its public cache, so a minute is fresh enough. The
// page being left stays on screen while the next one loads, so the grid does not collapse to a spinner.
export function blogPostsQueryOptions(page: number) {
  return queryOptions({
    queryKey: blogPostsQueryKey(page),
    queryFn: ({ signal }) => getBlogPosts(page, { signal }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useBlogPosts(page: number) {
  return useQuery(blogPostsQueryOptions(page));
}
