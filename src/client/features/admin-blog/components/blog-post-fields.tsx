import type { UseFormReturn } from 'react-hook-form';
import { TextAreaField } from '#client/components/ui/text-area-field';
import { TextField } from '#client/components/ui/text-field';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/admin-blog.json';
import { BLOG_SLUG_MAX, toSlug } from '#shared/blog-slug';
import {
  BLOG_BODY_MAX,
  BLOG_COVER_ALT_MAX,
  BLOG_EXCERPT_MAX,
  BLOG_TITLE_MAX,
  type TAdminBlogPost,
} from '#shared/schemas/blog-admin';
import { getPublicPostPath, resolveSlug, type TEditorValues } from '../utils/editor-values';
import { BlogCoverPicker } from './blog-cover-picker';
import { BlogLanguageField } from './blog-language-field';

const t = createTranslator(catalog);

function describeSlug(shownSlug: string, isSlugAuto: boolean, isPublished: boolean): string {
  return [
    t('admin-blog.fields.slugAddress', { path: shownSlug ? getPublicPostPath(shownSlug) : '/blog/…' }),
    isSlugAuto ? t('admin-blog.fields.slugAuto') : t('admin-blog.fields.slugRule'),
    isPublished ? t('admin-blog.fields.slugPublished') : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * The post's own fields: language, title, address, excerpt, cover and body. The address follows the title until
 * someone types one (`isSlugAuto`); emptied, it follows the title again.
 */
export function BlogPostFields({
  post,
  form,
  isSlugAuto,
  onSlugAutoChange,
  ensureSaved,
}: {
  post: TAdminBlogPost | null;
  form: UseFormReturn<TEditorValues>;
  isSlugAuto: boolean;
  onSlugAutoChange: (isAuto: boolean) => void;
  ensureSaved: () => Promise<TAdminBlogPost | null>;
}) {
  const { errors } = form.formState;
  const values = form.watch();
  const titleField = form.register('title', {
    onChange: (event: { target: { value: string } }) => {
      if (isSlugAuto) form.setValue('slug', toSlug(event.target.value), { shouldDirty: true });
      if (errors.title) form.clearErrors('title');
    },
  });
  const slugField = form.register('slug', {
    onChange: (event: { target: { value: string } }) => {
      onSlugAutoChange(event.target.value === '');
      if (errors.slug) form.clearErrors('slug');
    },
  });
  const shownSlug = resolveSlug(values);

  return (
    <>
      <BlogLanguageField form={form} />
      <TextField
        label={t('admin-blog.fields.title')}
        maxLength={BLOG_TITLE_MAX}
        length={values.title.length}
        error={errors.title?.message}
        {...titleField}
      />
      <TextField
        label={t('admin-blog.fields.slug')}
        hint={describeSlug(shownSlug, isSlugAuto, Boolean(post?.publishedAt))}
        maxLength={BLOG_SLUG_MAX}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        placeholder={isSlugAuto ? shownSlug : undefined}
        error={errors.slug?.message}
        {...slugField}
      />
      <TextAreaField
        label={t('admin-blog.fields.excerpt')}
        hint={t('admin-blog.fields.excerptHint')}
        rows={3}
        maxLength={BLOG_EXCERPT_MAX}
        length={values.excerpt.length}
        error={errors.excerpt?.message}
        {...form.register('excerpt')}
      />
      <BlogCoverPicker
        post={post}
        coverAlt={values.coverAlt}
        ensureSaved={ensureSaved}
        altField={
          <TextField
            label={t('admin-blog.fields.coverAlt')}
            hint={t('admin-blog.fields.coverAltHint')}
            maxLength={BLOG_COVER_ALT_MAX}
            length={values.coverAlt.length}
            error={errors.coverAlt?.message}
            {...form.register('coverAlt')}
          />
        }
      />
      <TextAreaField
        label={t('admin-blog.fields.body')}
        hint={t('admin-blog.fields.bodyHint')}
        rows={16}
        maxLength={BLOG_BODY_MAX}
        length={values.bodyMarkdown.length}
        error={errors.bodyMarkdown?.message}
        {...form.register('bodyMarkdown')}
      />
    </>
  );
}
