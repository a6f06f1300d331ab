import type { Ref } from 'react';
import { createTranslator } from '#client/lib/i18n';
import { RichText } from '#client/lib/rich-text';
import catalog from '#client-catalog/admin-blog.json';
import type { TAdminBlogPost } from '#shared/schemas/blog-admin';
import { formatPostDate } from '../utils/editor-values';
import { BlogStatusBadge } from './blog-status-badge';

const t = createTranslator(catalog);

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
          {post ? t('admin-blog.heading.edit') : t('admin-blog.heading.new')}
        </h2>
        {post ? <BlogStatusBadge status={post.status} /> : null}
      </div>
      {post ? (
        <p className="mt-1 text-slate-700 text-sm">
          {post.publishedAt ? (
            <RichText
              t={t}
              id="admin-blog.heading.bylinePublished"
              values={{
                author: <>{post.authorName}</>,
                changed: formatPostDate(post.updatedAt, { hasTime: true }),
                published: formatPostDate(post.publishedAt),
              }}
              components={{
                0: <time dateTime={post.updatedAt} />,
                1: <time dateTime={post.publishedAt} />,
              }}
            />
          ) : (
            <RichText
              t={t}
              id="admin-blog.heading.byline"
              values={{
                author: <>{post.authorName}</>,
                changed: formatPostDate(post.updatedAt, { hasTime: true }),
              }}
              components={{ 0: <time dateTime={post.updatedAt} /> }}
            />
          )}
        </p>
      ) : null}
    </>
  );
}
