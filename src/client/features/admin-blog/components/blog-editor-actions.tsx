import { ExternalLink, Trash2 } from 'lucide-react';
import { Button, getButtonClassName } from '#client/components/ui/button';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog';
import type { TAdminBlogPost } from '#shared/schemas/blog-admin';
import { useDeleteBlogPost } from '../api/delete-blog-post';
import { getPublicPostPath } from '../utils/editor-values';

type TPendingAction = 'save' | 'publish' | 'unpublish' | null;

/**
 * Save, publish or take down, delete. Publish and Unpublish are one button whose label follows the
 * post's status, so the focus stays on it when the status changes.
 */
export function BlogEditorActions({
  post,
  pendingAction,
  onPublish,
  onUnpublish,
  onDeleted,
}: {
  post: TAdminBlogPost | null;
  pendingAction: TPendingAction;
  onPublish: () => void;
  onUnpublish: () => void;
  onDeleted: (title: string) => void;
}) {
  const deletePost = useDeleteBlogPost();
  const isPublished = post?.status === 'published';
  const isBusy = pendingAction !== null;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="submit" aria-disabled={isBusy || undefined}>
        {pendingAction === 'save' ? 'Saving…' : isPublished ? 'Save changes' : 'Save draft'}
      </Button>
      <Button
        variant="secondary"
        aria-disabled={isBusy || undefined}
        onClick={isPublished ? onUnpublish : onPublish}
      >
        {pendingAction === 'publish'
          ? 'Publishing…'
          : pendingAction === 'unpublish'
            ? 'Unpublishing…'
            : isPublished
              ? 'Unpublish'
              : 'Publish'}
      </Button>
      {post && isPublished ? (
        <a
          href={getPublicPostPath(post.slug)}
          target="_blank"
          rel="noopener"
          className={getButtonClassName('ghost')}
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          View on the blog<span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : null}
      {post ? (
        <div className="sm:ml-auto">
          <ConfirmDialog
            trigger={
              <Button variant="ghost" aria-disabled={isBusy || undefined}>
                <Trash2 aria-hidden="true" className="size-4" />
                Delete
              </Button>
            }
            title="Delete this post?"
            description={`“${post.title}” and its cover will be deleted for good${
              isPublished ? ', and readers following a link to it will find nothing' : ''
            }. This cannot be undone.`}
            confirmLabel="Delete post"
            pendingLabel="Deleting…"
            onConfirm={async () => {
              await deletePost.mutateAsync(post.id);
              onDeleted(post.title);
            }}
          />
        </div>
      ) : null}
    </div>
  );
}
