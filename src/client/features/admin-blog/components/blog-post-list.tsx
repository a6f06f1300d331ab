import { Plus } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '#client/components/ui/button';
import { FormAlert } from '#client/components/ui/form-alert';
import { Spinner } from '#client/components/ui/spinner';
import { StatusMessage } from '#client/components/ui/status-message';
import { readApiErrorMessage } from '#client/lib/request';
import type { TAdminBlogPostSummary } from '#shared/schemas/blog-admin';
import { useAdminBlogPosts } from '../api/get-admin-blog-posts';
import { formatPostDate, getPublicPostPath } from '../utils/editor-values';
import { BlogStatusBadge } from './blog-status-badge';

function PostDates({ post }: { post: TAdminBlogPostSummary }) {
  return (
    <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-slate-700 text-sm">
      <span>
        Changed <time dateTime={post.updatedAt}>{formatPostDate(post.updatedAt, { hasTime: true })}</time>
      </span>
      {post.publishedAt ? (
        <span>
          {post.status === 'published' ? 'Published' : 'First published'}{' '}
          <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time>
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
        </div>
        <PostDates post={post} />
        <p className="mt-1 text-slate-700 text-sm">{getPublicPostPath(post.slug)}</p>
      </div>
      <Button
        variant="secondary"
        className="shrink-0 self-start sm:self-center"
        // Starts with the visible word, so "Edit" said aloud finds it; the title tells the rows apart.
        aria-label={`Edit: ${post.title}`}
        onClick={() => onEdit(post.id)}
      >
        Edit
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
          Posts
        </h2>
        <Button onClick={onNew}>
          <Plus aria-hidden="true" className="size-4" />
          New post
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
            No posts yet. Write the first one with “New post”.
          </p>
        ) : (
          <ul className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
            {posts.data.posts.map((post) => (
              <PostRow key={post.id} post={post} onEdit={onEdit} />
            ))}
          </ul>
        )
      ) : posts.isPending ? (
        <Spinner label="Loading the posts…" />
      ) : (
        <div className="mt-6 grid justify-items-start gap-3">
          <FormAlert>The posts could not be loaded: {readApiErrorMessage(posts.error)}</FormAlert>
          <Button variant="secondary" onClick={() => void posts.refetch()}>
            Try again
          </Button>
        </div>
      )}
    </section>
  );
}
