import { Plus } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '#client/components/ui/button';
import { FormAlert } from '#client/components/ui/form-alert';
import { Spinner } from '#client/components/ui/spinner';
import { StatusMessage } from '#client/components/ui/status-message';
import { createTranslator } from '#client/lib/i18n';
import { readApiErrorMessage } from '#client/lib/request';
import { RichText } from '#client/lib/rich-text';
import catalog from '#client-catalog/admin-blog.json';
import { LANGUAGE_NAMES } from '#shared/i18n/locales';
import type { TAdminBlogPostSummary } from '#shared/schemas/blog-admin';
import { useAdminBlogPosts } from '../api/get-admin-blog-posts';
import { formatPostDate, getPublicPostPath } from '../utils/editor-values';
import { BlogStatusBadge } from './blog-status-badge';

const t = createTranslator(catalog);

function PostDates({ post }: { post: TAdminBlogPostSummary }) {
  return (
    <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-slate-700 text-sm">
      <span>
        <RichText
          t={t}
          id="admin-blog.list.changed"
          values={{ date: formatPostDate(post.updatedAt, { hasTime: true }) }}
          components={{ 0: <time dateTime={post.updatedAt} /> }}
        />
      </span>
      {post.publishedAt ? (
        <span>
          <RichText
            t={t}
            id={post.status === 'published' ? 'admin-blog.list.published' : 'admin-blog.list.firstPublished'}
            values={{ date: formatPostDate(post.publishedAt) }}
            components={{ 0: <time dateTime={post.publishedAt} /> }}
          />
        </span>
      ) : null}
    </p>
  );
}

function PostRow({ post, onEdit }: { post: TAdminBlogPostSummary; onEdit: (postId: string) => void }) {
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-slate-900">{post.title}</h3>
          <BlogStatusBadge status={post.status} />
          {/* Each language named in itself, as the language control names it. */}
          <span
            lang={post.language}
            className="inline-flex items-center rounded-full border border-slate-300 px-2.5 py-0.5 text-slate-800 text-xs"
          >
            {LANGUAGE_NAMES[post.language]}
          </span>
        </div>
        <PostDates post={post} />
        <p className="mt-1 text-slate-700 text-sm">{getPublicPostPath(post.slug)}</p>
      </div>
      <Button
        variant="secondary"
        className="shrink-0 self-start sm:self-center"
        // Starts with the visible word, so "Edit" said aloud finds it; the title tells the rows apart.
        aria-label={t('admin-blog.list.editNamed', { title: post.title })}
        onClick={() => onEdit(post.id)}
      >
        {t('admin-blog.list.edit')}
      </Button>
    </li>
  );
}

/** Every post, drafts included, the most recently changed first, each with its way into the editor. */
export function BlogPostList({
  notice,
  isFocusedOnMount,
  onEdit,
  onNew,
}: {
  /** What just happened (a post deleted), announced above the list. */
  notice: string | null;
  /** Back from the editor: the focus comes here rather than staying on a button that is gone. */
  isFocusedOnMount: boolean;
  onEdit: (postId: string) => void;
  onNew: () => void;
}) {
  const posts = useAdminBlogPosts();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the list appears
  useEffect(() => {
    if (isFocusedOnMount) headingRef.current?.focus();
  }, []);

  return (
    <section aria-labelledby="blog-posts-heading" className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="blog-posts-heading"
          ref={headingRef}
          tabIndex={-1}
          className="font-bold text-2xl text-slate-900 outline-none"
        >
          {t('admin-blog.list.heading')}
        </h2>
        <Button onClick={onNew}>
          <Plus aria-hidden="true" className="size-4" />
          {t('admin-blog.heading.new')}
        </Button>
      </div>
      {notice ? (
        <div className="mt-4">
          <StatusMessage>{notice}</StatusMessage>
        </div>
      ) : null}
      {posts.data ? (
        posts.data.posts.length === 0 ? (
          <p className="mt-6 rounded-xl border border-slate-300 border-dashed bg-white p-6 text-slate-700">
            {t('admin-blog.list.empty')}
          </p>
        ) : (
          <ul className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
            {posts.data.posts.map((post) => (
              <PostRow key={post.id} post={post} onEdit={onEdit} />
            ))}
          </ul>
        )
      ) : posts.isPending ? (
        <Spinner label={t('admin-blog.list.loading')} />
      ) : (
        <div className="mt-6 grid justify-items-start gap-3">
          <FormAlert>{t('admin-blog.list.failed', { reason: readApiErrorMessage(posts.error) })}</FormAlert>
          <Button variant="secondary" onClick={() => void posts.refetch()}>
            {t('admin-blog.tryAgain')}
          </Button>
        </div>
      )}
    </section>
  );
}
