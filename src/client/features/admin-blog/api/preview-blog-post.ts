import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import * as adminBlogApi from '#shared/api-paths/admin-blog';
import { type TBlogPreview, ZBlogPreview } from '#shared/schemas/blog-admin';

const PREVIEW_URL = adminBlogApi.preview;

export function previewBlogPost(bodyMarkdown: string, { signal }: { signal?: AbortSignal } = {}) {
  return requestJson<TBlogPreview>(
    'POST',
    PREVIEW_URL,
    { bodyMarkdown },
    signal,
    __CHECK_RESPONSES__ && ZBlogPreview,
  );
}

// The same Markdown always renders the same: an answer is kept while the editor is open, so undoing
// a change shows the earlier preview without asking again.
export function blogPreviewQueryOptions(bodyMarkdown: string) {
  return queryOptions({
    queryKey: [PREVIEW_URL, bodyMarkdown] as const,
    queryFn: ({ signal }) => previewBlogPost(bodyMarkdown, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
    retry: false,
  });
}

/** The preview of `bodyMarkdown` (already debounced by the caller); the last one stays while the next loads. */
export function useBlogPreview(bodyMarkdown: string) {
  return useQuery({
    ...blogPreviewQueryOptions(bodyMarkdown),
    enabled: bodyMarkdown.trim() !== '',
    placeholderData: keepPreviousData,
  });
}
