import { ExternalLink, Trash2 } from 'lucide-react';
import { Button, getButtonClassName } from '#client/components/ui/button';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog';
import type { TAdminBlogPost } from '#shared/schemas/blog-admin';
import { useDeleteBlogPost } from '../api/delete-blog-post';
import type { TPendingAction } from '../hooks/use-blog-post-actions';
import { getPublicPostPath } from '../utils/editor-values';

function describeSaveLabel(pendingAction: TPendingAction, isPublished: boolean): string {
  if (pendingAction === 'save') return 'Saving…';
  return isPublished ? 'Save changes' : 'Save draft';
}

function describePublishLabel(pendingAction: TPendingAction, isPublished: boolean): string {
  if (pendingAction === 'publish') return 'Publishing…';
  if (pendingAction === 'unpublish') return 'Unpublishing…';
  return isPublished ? 'Unpublish' : 'Publish';
}

function DeletePostButton({
  post,
  isBusy,
  onDeleted,
}: {
  post: TAdminBlogPost;
  isBusy: boolean;
  onDeleted: (title: string) => void;
}) {
  const deletePost = useDeleteBlogPost();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" aria-disabled={isBusy || undefined}>
          <Trash2 aria-hidden="true" className="size-4" />
          Delete
        </Button>
      }
      title="Delete this post?"
      description={`“${post.title}” and its cover will be deleted for good${
        post.status === 'published' ? ', and readers following a link to it will find nothing' : ''
      }. This cannot be undone.`}
      confirmLabel="Delete post"
      pendingLabel="Deleting…"
      onConfirm={async () => {
        await deletePost.mutateAsync(post.id);
        onDeleted(post.title);
      }}
    />
  );
}

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
  const isPublished = post?.status === 'published';
  const isBusy = pendingAction !== null;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="submit" aria-disabled={isBusy || undefined}>
        {describeSaveLabel(pendingAction, isPublished)}
      </Button>
      <Button
        variant="secondary"
        aria-disabled={isBusy || undefined}
        onClick={isPublished ? onUnpublish : onPublish}
      >
        {describePublishLabel(pendingAction, isPublished)}
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
          <DeletePostButton post={post} isBusy={isBusy} onDeleted={onDeleted} />
        </div>
      ) : null}
    </div>
  );
}
