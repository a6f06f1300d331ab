import type { UseFormReturn } from 'react-hook-form';
import { parseFieldError } from '#client/lib/form-errors';
import { getErrorStatus, readApiErrorMessage } from '#client/lib/request';
import { renderValidationMessage } from '#shared/i18n/validation';
import { type TAdminBlogPost, ZBlogPostCreateInput, ZBlogPostUpdateInput } from '#shared/schemas/blog-admin';
import { useCreateBlogPost } from '../api/create-blog-post';
import { useUpdateBlogPost } from '../api/update-blog-post';
import {
  buildCreateInput,
  buildUpdateInput,
  EDITOR_FIELDS,
  type TEditorField,
  type TEditorValues,
  toEditorValues,
} from '../utils/editor-values';

type TIssue = { path: readonly PropertyKey[]; message: string };

function isEditorField(name: PropertyKey | undefined): name is TEditorField {
  return EDITOR_FIELDS.some((field) => field === name);
}

/**
 * Saving the editor's post: what the browser refuses is shown under its field, and so is what the
 * server refuses (a taken address stops following the title, through `onSlugConflict`).
 */
export function useBlogPostSave({
  post,
  form,
  onSaved,
  onSlugConflict,
}: {
  post: TAdminBlogPost | null;
  form: UseFormReturn<TEditorValues>;
  onSaved: (post: TAdminBlogPost) => void;
  onSlugConflict: () => void;
}) {
  const create = useCreateBlogPost();
  const update = useUpdateBlogPost();
  const { dirtyFields } = form.formState;

  const showIssues = (issues: readonly TIssue[]) => {
    let isFirst = true;
    for (const issue of issues) {
      const field = issue.path[0];
      const name = isEditorField(field) ? field : 'root.server';
      if (name !== 'root.server' && form.getFieldState(name).error) continue;
      form.setError(name, { message: issue.message }, { shouldFocus: isFirst });
      isFirst = false;
    }
  };

  const showServerError = (error: unknown) => {
    const message = readApiErrorMessage(error);
    // The server writes it in the page's language, as the shared catalog does here.
    if (
      getErrorStatus(error) === 409 &&
      message === renderValidationMessage({ key: 'validation.blog.slugTaken' })
    ) {
      onSlugConflict();
      form.setError('slug', { message }, { shouldFocus: true });
      return;
    }
    const fieldError = parseFieldError(message, EDITOR_FIELDS);
    if (fieldError) form.setError(fieldError.field, { message: fieldError.message }, { shouldFocus: true });
    else form.setError('root.server', { message });
  };

  // null: refused before it was sent (the issues are shown); `post` itself: nothing changed.
  const sendChanges = async (): Promise<TAdminBlogPost | null> => {
    const current = form.getValues();
    if (post === null) {
      const parsed = ZBlogPostCreateInput.safeParse(buildCreateInput(current));
      if (parsed.success) return create.mutateAsync(parsed.data);
      showIssues(parsed.error.issues);
      return null;
    }
    const changed = EDITOR_FIELDS.filter((field) => dirtyFields[field]);
    if (changed.length === 0) return post;
    const parsed = ZBlogPostUpdateInput.safeParse(buildUpdateInput(current, changed));
    if (parsed.success) return update.mutateAsync({ postId: post.id, input: parsed.data });
    showIssues(parsed.error.issues);
    return null;
  };

  /** Saves what changed (all of it for a new post); the saved post, or null when it was refused. */
  const save = async (): Promise<TAdminBlogPost | null> => {
    form.clearErrors();
    try {
      const saved = await sendChanges();
      if (saved === null || saved === post) return saved;
      form.reset(toEditorValues(saved));
      onSaved(saved);
      return saved;
    } catch (error) {
      showServerError(error);
      return null;
    }
  };

  return { save, showServerError, isSaving: create.isPending || update.isPending };
}
