import { z } from 'zod';
import { BLOG_SLUG_MAX } from '../blog-slug';
import { msg } from '../i18n/validation';
import { ZBlogSlug } from './blog';
import { checkText } from './text';
import { ZLocale } from './user';

export const BLOG_TITLE_MAX = 140;
export const BLOG_EXCERPT_MAX = 300;
export const BLOG_BODY_MAX = 100_000;
export const BLOG_COVER_ALT_MAX = 300;

/** The English words of validation.blog.slugTaken, the 409 a taken address gets (tests compare with it). */
export const BLOG_SLUG_CONFLICT_MESSAGE = 'Another post already uses this address (slug). Choose another.';

const ZTitle = z
  .string(msg('validation.blog.titleRequired'))
  .trim()
  .min(1, msg('validation.blog.titleEmpty'))
  .max(BLOG_TITLE_MAX, msg('validation.blog.titleTooLong', { max: BLOG_TITLE_MAX }))
  .superRefine(checkText('validation.field.title'));

const ZSlug = ZBlogSlug.max(BLOG_SLUG_MAX, msg('validation.blog.addressTooLong', { max: BLOG_SLUG_MAX }));

const ZExcerpt = z
  .string(msg('validation.blog.excerptText'))
  .trim()
  .max(BLOG_EXCERPT_MAX, msg('validation.blog.excerptTooLong', { max: BLOG_EXCERPT_MAX }))
  .superRefine(checkText('validation.field.excerpt'));

// Not trimmed: leading spaces are Markdown (an indented code block).
const ZBodyMarkdown = z
  .string(msg('validation.blog.bodyText'))
  .max(BLOG_BODY_MAX, msg('validation.blog.bodyTooLong', { max: BLOG_BODY_MAX }))
  .superRefine(checkText('validation.field.body', { isMultiline: true }));

const ZCoverAlt = z
  .string(msg('validation.blog.coverAltText'))
  .trim()
  .max(BLOG_COVER_ALT_MAX, msg('validation.blog.coverAltTooLong', { max: BLOG_COVER_ALT_MAX }))
  .superRefine(checkText('validation.field.coverDescription'));

/** A new draft. Without a slug the address is made from the title; without a language it is English. */
export const ZBlogPostCreateInput = z.strictObject({
  title: ZTitle,
  slug: ZSlug.optional(),
  excerpt: ZExcerpt.default(''),
  bodyMarkdown: ZBodyMarkdown.default(''),
  coverAlt: ZCoverAlt.default(''),
  /** The language the post is written in: the blog shows readers the posts of their language. */
  language: ZLocale.default('en'),
});
export type TBlogPostCreateInput = z.input<typeof ZBlogPostCreateInput>;

/** Only the fields sent change. */
export const ZBlogPostUpdateInput = z
  .strictObject({
    title: ZTitle.optional(),
    slug: ZSlug.optional(),
    excerpt: ZExcerpt.optional(),
    bodyMarkdown: ZBodyMarkdown.optional(),
    coverAlt: ZCoverAlt.optional(),
    language: ZLocale.optional(),
  })
  .refine(
    (input) => Object.values(input).some((value) => value !== undefined),
    msg('validation.blog.noChange'),
  );
export type TBlogPostUpdateInput = z.infer<typeof ZBlogPostUpdateInput>;

export const ZBlogPreviewInput = z.strictObject({ bodyMarkdown: ZBodyMarkdown });
export type TBlogPreviewInput = z.infer<typeof ZBlogPreviewInput>;

export const ZBlogPreview = z
  .object({
    /** Rendered and sanitised exactly as the published post's body is. */
    html: z.string(),
  })
  .meta({ id: 'BlogPreview' });
export type TBlogPreview = z.infer<typeof ZBlogPreview>;

export const ZAdminBlogPostParams = z.strictObject({ id: z.uuid(msg('validation.blog.notAPostId')) });

export const BLOG_POST_STATUSES = ['draft', 'published'] as const;
export type TBlogPostStatus = (typeof BLOG_POST_STATUSES)[number];

export const ZAdminBlogPostSummary = z
  .object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    excerpt: z.string(),
    coverImageUrl: z.string().nullable(),
    coverAlt: z.string(),
    authorName: z.string(),
    status: z.enum(BLOG_POST_STATUSES),
    /** The language the post is written in. */
    language: ZLocale,
    /** When it was first published: kept when it goes back to draft and is published again. */
    publishedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminBlogPostSummary' });
export type TAdminBlogPostSummary = z.infer<typeof ZAdminBlogPostSummary>;

export const ZAdminBlogPost = ZAdminBlogPostSummary.extend({ bodyMarkdown: z.string() }).meta({
  id: 'AdminBlogPost',
});
export type TAdminBlogPost = z.infer<typeof ZAdminBlogPost>;

export const ZAdminBlogList = z
  .object({
    /** Drafts and published posts, the most recently changed first. */
    posts: z.array(ZAdminBlogPostSummary),
  })
  .meta({ id: 'AdminBlogList' });
export type TAdminBlogList = z.infer<typeof ZAdminBlogList>;
