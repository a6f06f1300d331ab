import { type FormEvent, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/admin-blog.json';
import type { TAdminBlogPost } from '#shared/schemas/blog-admin';
import { usePublishBlogPost } from '../api/publish-blog-post';
import { useUnpublishBlogPost } from '../api/unpublish-blog-post';
import type { TEditorValues } from '../utils/editor-values';

const t = createTranslator(catalog);

export type TPendingAction = 'save' | 'publish' | 'unpublish' | null;

function pickPendingAction(
  isSaving: boolean,
  isPublishing: boolean,
  isUnpublishing: boolean,
): TPendingAction {
  if (isSaving) return 'save';
  if (isPublishing) return 'publish';
  if (isUnpublishing) return 'unpublish';
  return null;
}

/** The editor's three actions (save, publish, unpublish), one at a time, each saying how it went. */
export function useBlogPostActions({
  post,
  form,
  save,
  isSaving,
  showServerError,
  onPublished,
}: {
  post: TAdminBlogPost | null;
  form: UseFormReturn<TEditorValues>;
  save: () => Promise<TAdminBlogPost | null>;
  isSaving: boolean;
  showServerError: (error: unknown) => void;
  onPublished: () => void;
}) {
  const publish = usePublishBlogPost();
  const unpublish = useUnpublishBlogPost();
  const [notice, setNotice] = useState<string | null>(null);
  const { isDirty } = form.formState;
  const pendingAction = pickPendingAction(isSaving, publish.isPending, unpublish.isPending);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pendingAction) return;
    setNotice(null);
    if (post && !isDirty) {
      setNotice(t('admin-blog.notice.nothingToSave'));
      return;
    }
    const saved = await save();
    if (saved) {
      setNotice(
        saved.status === 'published'
          ? t('admin-blog.notice.changesSaved')
          : t('admin-blog.notice.draftSaved'),
      );
    }
  };

  const onPublish = async () => {
    if (pendingAction) return;
    setNotice(null);
    const saved = await save();
    if (!saved) return;
    try {
      await publish.mutateAsync(saved.id);
      onPublished();
      setNotice(t('admin-blog.notice.published'));
    } catch (error) {
      showServerError(error);
    }
  };

  const onUnpublish = async () => {
    if (pendingAction || !post) return;
    setNotice(null);
    form.clearErrors('root.server');
    try {
      await unpublish.mutateAsync(post.id);
      setNotice(t('admin-blog.notice.unpublished'));
    } catch (error) {
      showServerError(error);
    }
  };

  return { notice, pendingAction, onSubmit, onPublish, onUnpublish };
}
