import type { QueryClient } from '@tanstack/react-query';
import * as adminBlogApi from '#shared/api-paths/admin-blog';
import * as contentApi from '#shared/api-paths/content';
import type { TAdminBlogPost } from '#shared/schemas/blog-admin';

/** The editor's list; as a prefix it also covers every post's own query (/api/admin/blog/ID). */
export const ADMIN_BLOG_QUERY_KEY = [adminBlogApi.posts] as const;

export function adminBlogPostQueryKey(postId: string) {
  return [...ADMIN_BLOG_QUERY_KEY, encodeURIComponent(postId)] as const;
}

// The public blog's queries, by their URL, so this feature does not reach into the content feature.
const PUBLIC_BLOG_QUERY_KEY = [contentApi.blog] as const;

/**
 * After any change to a post: the editor shows the server's copy at once, and the lists (the editor's
 * and the public blog's, which this admin may open next) are read again. The save does not wait for
 * those reads: the editor has all it needs.
 */
export function refreshAfterBlogChange(
  queryClient: QueryClient,
  change: { post: TAdminBlogPost } | { removedId: string },
): void {
  if ('post' in change) queryClient.setQueryData(adminBlogPostQueryKey(change.post.id), change.post);
  else queryClient.removeQueries({ queryKey: adminBlogPostQueryKey(change.removedId), exact: true });
  void queryClient.invalidateQueries({ queryKey: ADMIN_BLOG_QUERY_KEY, exact: true });
  void queryClient.invalidateQueries({ queryKey: PUBLIC_BLOG_QUERY_KEY });
}
