import { type FormEvent, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { TAdminBlogPost } from '#shared/schemas/blog-admin';
import { usePublishBlogPost } from '../api/publish-blog-post';
import { useUnpublishBlogPost } from '../api/unpublish-blog-post';
import type { TEditorValues } from '../utils/editor-values';

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
      setNotice('Nothing to save: there are no changes since the last save.');
      return;
    }
    const saved = await save();
    if (saved) {
      setNotice(saved.status === 'published' ? 'Changes saved: they are on the blog now.' : 'Draft saved.');
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
      setNotice('Published: the post is on the blog now.');
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
      setNotice('Unpublished: the post is a draft again, and readers no longer see it.');
    } catch (error) {
      showServerError(error);
    }
  };

  return { notice, pendingAction, onSubmit, onPublish, onUnpublish };
}
