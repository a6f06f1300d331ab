import { ExternalLink, Trash2 } from 'lucide-react';
import { Button, getButtonClassName } from '#client/components/ui/button';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog';
import { createTranslator } from '#client/lib/i18n';
import { RichText } from '#client/lib/rich-text';
import catalog from '#client-catalog/admin-blog.json';
import type { TAdminBlogPost } from '#shared/schemas/blog-admin';
import { useDeleteBlogPost } from '../api/delete-blog-post';
import type { TPendingAction } from '../hooks/use-blog-post-actions';
import { getPublicPostPath } from '../utils/editor-values';

const t = createTranslator(catalog);

function describeSaveLabel(pendingAction: TPendingAction, isPublished: boolean): string {
  if (pendingAction === 'save') return t('admin-blog.actions.saving');
  return isPublished ? t('admin-blog.actions.saveChanges') : t('admin-blog.actions.saveDraft');
}

function describePublishLabel(pendingAction: TPendingAction, isPublished: boolean): string {
  if (pendingAction === 'publish') return t('admin-blog.actions.publishing');
  if (pendingAction === 'unpublish') return t('admin-blog.actions.unpublishing');
  return isPublished ? t('admin-blog.actions.unpublish') : t('admin-blog.actions.publish');
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
          {t('admin-blog.delete.button')}
        </Button>
      }
      title={t('admin-blog.delete.title')}
      description={t(
        post.status === 'published'
          ? 'admin-blog.delete.descriptionPublished'
          : 'admin-blog.delete.description',
        { title: post.title },
      )}
      confirmLabel={t('admin-blog.delete.confirm')}
      pendingLabel={t('admin-blog.delete.pending')}
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
          <RichText t={t} id="admin-blog.actions.view" components={{ 0: <span className="sr-only" /> }} />
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
