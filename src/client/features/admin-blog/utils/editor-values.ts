import { INTL_LOCALE, LOCALE } from '#client/lib/i18n';
import { toSlug } from '#shared/blog-slug';
import type { TLocale } from '#shared/i18n/locales';
import * as pagePaths from '#shared/page-path-builders';
import type { TAdminBlogPost, TBlogPostCreateInput, TBlogPostUpdateInput } from '#shared/schemas/blog-admin';

export const EDITOR_FIELDS = ['title', 'slug', 'excerpt', 'bodyMarkdown', 'coverAlt', 'language'] as const;
export type TEditorField = (typeof EDITOR_FIELDS)[number];
export type TEditorValues = Record<Exclude<TEditorField, 'language'>, string> & { language: TLocale };

export function toEditorValues(post: TAdminBlogPost | null): TEditorValues {
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    excerpt: post?.excerpt ?? '',
    bodyMarkdown: post?.bodyMarkdown ?? '',
    coverAlt: post?.coverAlt ?? '',
    // A new post starts in the language the admin is reading the editor in.
    language: post?.language ?? LOCALE,
  };
}

/**
 * Whether the address still follows the title as it is typed: for a new post, and for a draft never
 * published whose address is still the one its title gives. Once a post has been out, people may have
 * its link, so its address changes only when the admin changes it.
 */
export function isSlugFollowingTitle(post: TAdminBlogPost | null): boolean {
  return post === null || (post.publishedAt === null && post.slug === toSlug(post.title));
}

/** The address a save sends: what the admin typed, or (left empty) the one the title gives. */
export function resolveSlug(values: TEditorValues): string {
  return values.slug.trim() || toSlug(values.title);
}

/** A new draft; with no address at all (a title without Latin letters) the server picks one. */
export function buildCreateInput(values: TEditorValues): TBlogPostCreateInput {
  const slug = resolveSlug(values);
  return {
    title: values.title,
    ...(slug ? { slug } : {}),
    excerpt: values.excerpt,
    bodyMarkdown: values.bodyMarkdown,
    coverAlt: values.coverAlt,
    language: values.language,
  };
}

/** Only the fields changed since the last save; an address emptied goes back to the title's. */
export function buildUpdateInput(
  values: TEditorValues,
  changedFields: readonly TEditorField[],
): TBlogPostUpdateInput {
  const input: TBlogPostUpdateInput = {};
  for (const field of changedFields) {
    if (field === 'language') input.language = values.language;
    else input[field] = field === 'slug' ? resolveSlug(values) : values[field];
  }
  return input;
}

/** The public address a slug gives, as readers will see it. */
export function getPublicPostPath(slug: string): string {
  return pagePaths.blogPost(slug);
}

/** "Jan 5, 2026", or with the time for what changes often ("Jan 5, 2026, 3:04 PM"). */
export function formatPostDate(
  iso: string,
  { hasTime = false, timeZone }: { hasTime?: boolean; timeZone?: string } = {},
) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(INTL_LOCALE, {
    dateStyle: 'medium',
    timeStyle: hasTime ? 'short' : undefined,
    timeZone,
  }).format(date);
}
