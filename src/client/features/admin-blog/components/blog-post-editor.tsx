import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '#client/components/ui/form-alert';
import { StatusMessage } from '#client/components/ui/status-message';
import { TextAreaField } from '#client/components/ui/text-area-field';
import { TextField } from '#client/components/ui/text-field';
import { parseFieldError } from '#client/lib/form-errors';
import { getErrorStatus, readApiErrorMessage } from '#client/lib/request';
import { BLOG_SLUG_MAX, toSlug } from '#shared/blog-slug';
import {
  BLOG_BODY_MAX,
  BLOG_COVER_ALT_MAX,
  BLOG_EXCERPT_MAX,
  BLOG_SLUG_CONFLICT_MESSAGE,
  BLOG_TITLE_MAX,
  type TAdminBlogPost,
  ZBlogPostCreateInput,
  ZBlogPostUpdateInput,
} from '#shared/schemas/blog-admin';
import { useCreateBlogPost } from '../api/create-blog-post';
import { usePublishBlogPost } from '../api/publish-blog-post';
import { useUnpublishBlogPost } from '../api/unpublish-blog-post';
import { useUpdateBlogPost } from '../api/update-blog-post';
import { useLeaveWarning } from '../hooks/use-leave-warning';
import {
  buildCreateInput,
  buildUpdateInput,
  EDITOR_FIELDS,
  formatPostDate,
  getPublicPostPath,
  isSlugFollowingTitle,
  resolveSlug,
  type TEditorField,
  type TEditorValues,
  toEditorValues,
} from '../utils/editor-values';
import { BlogBackToPosts } from './blog-back-to-posts';
import { BlogCoverPicker } from './blog-cover-picker';
import { BlogEditorActions } from './blog-editor-actions';
import { BlogPreviewPane } from './blog-preview-pane';
import { BlogStatusBadge } from './blog-status-badge';

const BODY_HINT =
  'Markdown: ## for a heading, **bold**, *italic*, [a link](https://…), - for a list. HTML is shown as typed, never run.';

type TIssue = { path: readonly PropertyKey[]; message: string };

function isEditorField(name: PropertyKey | undefined): name is TEditorField {
  return EDITOR_FIELDS.some((field) => field === name);
}

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
  const create = useCreateBlogPost();
  const update = useUpdateBlogPost();
  const publish = usePublishBlogPost();
  const unpublish = useUnpublishBlogPost();
  const form = useForm<TEditorValues>({ defaultValues: toEditorValues(post) });
  const { errors, isDirty, dirtyFields } = form.formState;
  const values = form.watch();
  const [isSlugAuto, setIsSlugAuto] = useState(() => isSlugFollowingTitle(post));
  const [notice, setNotice] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const pendingAction =
    create.isPending || update.isPending
      ? 'save'
      : publish.isPending
        ? 'publish'
        : unpublish.isPending
          ? 'unpublish'
          : null;
  useLeaveWarning(isDirty);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the editor opens
  useEffect(() => {
    if (isFocusedOnMount) headingRef.current?.focus();
  }, []);

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
    if (getErrorStatus(error) === 409 && message === BLOG_SLUG_CONFLICT_MESSAGE) {
      setIsSlugAuto(false);
      form.setError('slug', { message }, { shouldFocus: true });
      return;
    }
    const fieldError = parseFieldError(message, EDITOR_FIELDS);
    if (fieldError) form.setError(fieldError.field, { message: fieldError.message }, { shouldFocus: true });
    else form.setError('root.server', { message });
  };

  /** Saves what changed (all of it for a new post); the saved post, or null when it was refused. */
  const save = async (): Promise<TAdminBlogPost | null> => {
    form.clearErrors();
    const current = form.getValues();
    try {
      let saved: TAdminBlogPost;
      if (post === null) {
        const parsed = ZBlogPostCreateInput.safeParse(buildCreateInput(current));
        if (!parsed.success) {
          showIssues(parsed.error.issues);
          return null;
        }
        saved = await create.mutateAsync(parsed.data);
      } else {
        const changed = EDITOR_FIELDS.filter((field) => dirtyFields[field]);
        if (changed.length === 0) return post;
        const parsed = ZBlogPostUpdateInput.safeParse(buildUpdateInput(current, changed));
        if (!parsed.success) {
          showIssues(parsed.error.issues);
          return null;
        }
        saved = await update.mutateAsync({ postId: post.id, input: parsed.data });
      }
      form.reset(toEditorValues(saved));
      onSaved(saved);
      return saved;
    } catch (error) {
      showServerError(error);
      return null;
    }
  };

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
      // Readers may have the link from now on: the address no longer follows the title.
      setIsSlugAuto(false);
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

  const titleField = form.register('title', {
    onChange: (event: { target: { value: string } }) => {
      if (isSlugAuto) form.setValue('slug', toSlug(event.target.value), { shouldDirty: true });
      if (errors.title) form.clearErrors('title');
    },
  });
  const slugField = form.register('slug', {
    // Emptied, the address follows the title again.
    onChange: (event: { target: { value: string } }) => {
      setIsSlugAuto(event.target.value === '');
      if (errors.slug) form.clearErrors('slug');
    },
  });
  const shownSlug = resolveSlug(values);
  const slugHint = [
    `Readers will find the post at ${shownSlug ? getPublicPostPath(shownSlug) : '/blog/…'}.`,
    isSlugAuto ? 'Made from the title until you change it.' : 'Lowercase letters, digits and hyphens.',
    post?.publishedAt ? 'Changing it breaks links to the old address.' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <section aria-labelledby={headingId} className="mt-6">
      <BlogBackToPosts isDirty={isDirty} onClose={onClose} />
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="font-bold text-2xl text-slate-900 outline-none"
        >
          {post ? 'Edit post' : 'New post'}
        </h2>
        {post ? <BlogStatusBadge status={post.status} /> : null}
      </div>
      {post ? (
        <p className="mt-1 text-slate-700 text-sm">
          By {post.authorName} · changed{' '}
          <time dateTime={post.updatedAt}>{formatPostDate(post.updatedAt, { hasTime: true })}</time>
          {post.publishedAt ? (
            <>
              {' '}
              · first published <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time>
            </>
          ) : null}
        </p>
      ) : null}
      <form
        noValidate
        aria-labelledby={headingId}
        onSubmit={onSubmit}
        className="mt-6 grid items-start gap-8 lg:grid-cols-2"
      >
        <div className="grid min-w-0 gap-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <TextField
            label="Title"
            maxLength={BLOG_TITLE_MAX}
            length={values.title.length}
            error={errors.title?.message}
            {...titleField}
          />
          <TextField
            label="Address (slug)"
            hint={slugHint}
            maxLength={BLOG_SLUG_MAX}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            placeholder={isSlugAuto ? shownSlug : undefined}
            error={errors.slug?.message}
            {...slugField}
          />
          <TextAreaField
            label="Excerpt"
            hint="A sentence or two, shown in the blog's list and when the post is shared."
            rows={3}
            maxLength={BLOG_EXCERPT_MAX}
            length={values.excerpt.length}
            error={errors.excerpt?.message}
            {...form.register('excerpt')}
          />
          <BlogCoverPicker
            post={post}
            coverAlt={values.coverAlt}
            ensureSaved={save}
            altField={
              <TextField
                label="Cover description (alt text)"
                hint="What the picture shows, for people who cannot see it. Leave it empty if it is only decoration."
                maxLength={BLOG_COVER_ALT_MAX}
                length={values.coverAlt.length}
                error={errors.coverAlt?.message}
                {...form.register('coverAlt')}
              />
            }
          />
          <TextAreaField
            label="Body"
            hint={BODY_HINT}
            rows={16}
            maxLength={BLOG_BODY_MAX}
            length={values.bodyMarkdown.length}
            error={errors.bodyMarkdown?.message}
            {...form.register('bodyMarkdown')}
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
        <BlogPreviewPane bodyMarkdown={values.bodyMarkdown} />
      </form>
    </section>
  );
}
