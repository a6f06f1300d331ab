import { z } from 'zod';
import { LOCALES } from '../i18n/locales';
import { msg } from '../i18n/validation';

export const BLOG_PAGE_SIZE = 9;

export const ZBlogSlug = z
  .string()
  .min(1, msg('validation.blog.slugRequired'))
  .max(120, msg('validation.blog.slugTooLong', { max: 120 }))
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, msg('validation.blog.slugFormat'));

export const ZBlogSlugParams = z.strictObject({ slug: ZBlogSlug });

export const ZBlogListQuery = z.strictObject({
  page: z.coerce
    .number(msg('validation.page.notNumber'))
    .int(msg('validation.page.wholeNumber'))
    .min(1, msg('validation.page.atLeastOne'))
    .max(1000, msg('validation.page.tooHigh', { max: 1000 }))
    .default(1),
});

export const ZBlogPostSummary = z
  .object({
    slug: z.string(),
    title: z.string(),
    excerpt: z.string(),
    coverImageUrl: z.string().nullable(),
    /** Describes the cover for people who cannot see it ('' when it is decorative). */
    coverAlt: z.string(),
    authorName: z.string(),
    publishedAt: z.string(),
  })
  .meta({ id: 'BlogPostSummary' });
export type TBlogPostSummary = z.infer<typeof ZBlogPostSummary>;

export const ZBlogList = z
  .object({
    posts: z.array(ZBlogPostSummary),
    page: z.int(),
    pageCount: z.int(),
  })
  .meta({ id: 'BlogList' });
export type TBlogList = z.infer<typeof ZBlogList>;

export const ZBlogPostTranslation = z
  .object({ language: z.enum(LOCALES), slug: z.string() })
  .meta({ id: 'BlogPostTranslation' });
export type TBlogPostTranslation = z.infer<typeof ZBlogPostTranslation>;

export const ZBlogPost = ZBlogPostSummary.extend({
  /** The Markdown body rendered to HTML on the server and sanitised (no scripts, no event handlers). */
  html: z.string(),
  updatedAt: z.string(),
  /** The language the post is written in (the page marks its text with it). */
  language: z.enum(LOCALES),
  /** The same post in the other languages, published (a link to each): none when it has no twin. */
  translations: z.array(ZBlogPostTranslation),
}).meta({ id: 'BlogPost' });
export type TBlogPost = z.infer<typeof ZBlogPost>;
