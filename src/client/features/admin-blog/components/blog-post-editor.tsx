import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '#client/components/ui/form-alert';
import { StatusMessage } from '#client/components/ui/status-message';
import { useLeaveWarning } from '#client/lib/use-leave-warning';
import type { TAdminBlogPost } from '#shared/schemas/blog-admin';
import { useBlogPostActions } from '../hooks/use-blog-post-actions';
import { useBlogPostSave } from '../hooks/use-blog-post-save';
import { isSlugFollowingTitle, type TEditorValues, toEditorValues } from '../utils/editor-values';
import { BlogBackToPosts } from './blog-back-to-posts';
import { BlogEditorActions } from './blog-editor-actions';
import { BlogPostFields } from './blog-post-fields';
import { BlogPostHeading } from './blog-post-heading';
import { BlogPreviewPane } from './blog-preview-pane';

/**
 * Writes one post (`post` null: a new one): its fields, cover and body beside a live preview, saved as
 * a draft, published or taken down. Every message comes from the server's own `{ message }`.
 */
export function BlogPostEditor({
  post,
  isFocusedOnMount,
  onSaved,
  onClose,
  onDeleted,
}: {
  post: TAdminBlogPost | null;
  isFocusedOnMount: boolean;
  onSaved: (post: TAdminBlogPost) => void;
  onClose: () => void;
  onDeleted: (title: string) => void;
}) {
  const form = useForm<TEditorValues>({ defaultValues: toEditorValues(post) });
  const { errors, isDirty } = form.formState;
  const [isSlugAuto, setIsSlugAuto] = useState(() => isSlugFollowingTitle(post));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const { save, showServerError, isSaving } = useBlogPostSave({
    post,
    form,
    onSaved,
    onSlugConflict: () => setIsSlugAuto(false),
  });
  const { notice, pendingAction, onSubmit, onPublish, onUnpublish } = useBlogPostActions({
    post,
    form,
    save,
    isSaving,
    showServerError,
    // Readers may have the link from now on: the address no longer follows the title.
    onPublished: () => setIsSlugAuto(false),
  });
  useLeaveWarning(isDirty);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the editor opens
  useEffect(() => {
    if (isFocusedOnMount) headingRef.current?.focus();
  }, []);

  return (
    <section aria-labelledby={headingId} className="mt-6">
      <BlogBackToPosts isDirty={isDirty} onClose={onClose} />
      <BlogPostHeading post={post} headingId={headingId} headingRef={headingRef} />
      <form
        noValidate
        aria-labelledby={headingId}
        onSubmit={onSubmit}
        className="mt-6 grid items-start gap-8 lg:grid-cols-2"
      >
        <div className="grid min-w-0 gap-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <BlogPostFields
            post={post}
            form={form}
            isSlugAuto={isSlugAuto}
            onSlugAutoChange={setIsSlugAuto}
            ensureSaved={save}
          />
          {errors.root?.server?.message ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
          {notice ? <StatusMessage>{notice}</StatusMessage> : null}
          <BlogEditorActions
            post={post}
            pendingAction={pendingAction}
            onPublish={() => void onPublish()}
            onUnpublish={() => void onUnpublish()}
            onDeleted={onDeleted}
          />
        </div>
        <BlogPreviewPane bodyMarkdown={form.watch('bodyMarkdown')} />
      </form>
    </section>
  );
}
