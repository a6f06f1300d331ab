import type { Ref } from 'react';
import type { TAdminBlogPost } from '#shared/schemas/blog-admin';
import { formatPostDate } from '../utils/editor-values';
import { BlogStatusBadge } from './blog-status-badge';

/** "Edit post" or "New post", its status, and who wrote it and when. */
export function BlogPostHeading({
  post,
  headingId,
  headingRef,
}: {
  post: TAdminBlogPost | null;
  headingId: string;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  return (
    <>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="font-bold text-2xl text-slate-900 outline-none"
        >
          {post ? 'Edit post' : 'New post'}
        </h2>
        {post ? <BlogStatusBadge status={post.status} /> : null}
      </div>
      {post ? (
        <p className="mt-1 text-slate-700 text-sm">
          By {post.authorName} · changed{' '}
          <time dateTime={post.updatedAt}>{formatPostDate(post.updatedAt, { hasTime: true })}</time>
          {post.publishedAt ? (
            <>
              {' '}
              · first published <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time>
            </>
          ) : null}
        </p>
      ) : null}
    </>
  );
}
