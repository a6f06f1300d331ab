import { z } from 'zod';
import { BLOG_SLUG_MAX } from '../blog-slug';
import { ZBlogSlug } from './blog';
import { checkText } from './text';
import { ZLocale } from './user';

export const BLOG_TITLE_MAX = 140;
export const BLOG_EXCERPT_MAX = 300;
export const BLOG_BODY_MAX = 100_000;
export const BLOG_COVER_ALT_MAX = 300;

export const BLOG_SLUG_CONFLICT_MESSAGE = 'Another post already uses this address (slug). Choose another.';

const ZTitle = z
  .string({ error: 'A title is required' })
  .trim()
  .min(1, 'Give the post a title')
  .max(BLOG_TITLE_MAX, `A title is at most ${BLOG_TITLE_MAX} characters`)
  .superRefine(checkText('Title'));

const ZSlug = ZBlogSlug.max(BLOG_SLUG_MAX, `An address is at most ${BLOG_SLUG_MAX} characters`);

const ZExcerpt = z
  .string({ error: 'The excerpt must be text' })
  .trim()
  .max(BLOG_EXCERPT_MAX, `An excerpt is at most ${BLOG_EXCERPT_MAX} characters`)
  .superRefine(checkText('Excerpt'));

// Not trimmed: leading spaces are Markdown (an indented code block).
const ZBodyMarkdown = z
  .string({ error: 'The body must be text' })
  .max(BLOG_BODY_MAX, `The body is at most ${BLOG_BODY_MAX.toLocaleString('en-US')} characters`)
  .superRefine(checkText('Body', { isMultiline: true }));

const ZCoverAlt = z
  .string({ error: 'The cover description must be text' })
  .trim()
  .max(BLOG_COVER_ALT_MAX, `A cover description is at most ${BLOG_COVER_ALT_MAX} characters`)
  .superRefine(checkText('Cover description'));

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
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: 'Send at least one field to change',
  });
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

export const ZAdminBlogPostParams = z.strictObject({ id: z.uuid({ error: 'This is not a post id' }) });

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
