import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { TDatabase } from '#server/db/client';
import { blogPosts } from '#server/db/schema/content';
import type { TPagePreview } from '#server/services/page-preview';
import type { TLocale } from '#shared/i18n/locales';
import {
  BLOG_PAGE_SIZE,
  type TBlogList,
  type TBlogPost,
  type TBlogPostTranslation,
  ZBlogSlug,
} from '#shared/schemas/blog';
import { renderPublishedMarkdown } from './render-markdown';

const isPublished = eq(blogPosts.status, 'published');

const summaryColumns = {
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  coverImageUrl: blogPosts.coverImageUrl,
  coverAlt: blogPosts.coverAlt,
  authorName: blogPosts.authorName,
  publishedAt: blogPosts.publishedAt,
};

function toIsoDate(value: Date | null): string {
  // Published posts always have the date (a check constraint); the fallback only satisfies the type.
  return (value ?? new Date(0)).toISOString();
}

/**
 * One page of the published posts written in the reader's language, newest first, and how many pages
 * there are.
 */
export async function listPublishedPosts(db: TDatabase, page: number, language: TLocale): Promise<TBlogList> {
  const isShown = and(isPublished, eq(blogPosts.language, language));
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(blogPosts)
      .where(isShown)
      // As the partial index of migration 0015 orders them, so it serves the page.
      .orderBy(sql`${blogPosts.publishedAt} desc nulls last`, asc(blogPosts.id))
      .limit(BLOG_PAGE_SIZE)
      .offset((page - 1) * BLOG_PAGE_SIZE),
    db.select({ value: count() }).from(blogPosts).where(isShown),
  ]);
  return {
    posts: rows.map((row) => ({ ...row, publishedAt: toIsoDate(row.publishedAt) })),
    page,
    pageCount: Math.max(1, Math.ceil((total?.value ?? 0) / BLOG_PAGE_SIZE)),
  };
}

/** The published posts in other languages that share a post's translation key, one per language. */
async function listPublishedTranslations(
  db: TDatabase,
  post: { slug: string; language: TLocale; translationKey: string | null },
): Promise<TBlogPostTranslation[]> {
  if (post.translationKey === null) return [];
  const rows = await db
    .select({ language: blogPosts.language, slug: blogPosts.slug })
    .from(blogPosts)
    .where(
      and(
        isPublished,
        eq(blogPosts.translationKey, post.translationKey),
        ne(blogPosts.language, post.language),
      ),
    )
    // Should two posts in one language share the key, the one published first is the translation.
    .orderBy(asc(blogPosts.language), asc(blogPosts.publishedAt), asc(blogPosts.id));
  const byLanguage = new Map<TLocale, TBlogPostTranslation>();
  for (const row of rows) if (!byLanguage.has(row.language)) byLanguage.set(row.language, row);
  return [...byLanguage.values()];
}

/**
 * A published post, in whatever language it is written, with its body rendered safely and its
 * published translations; null for a draft or an unknown slug.
 */
export async function getPublishedPost(db: TDatabase, slug: string): Promise<TBlogPost | null> {
  const [row] = await db
    .select({
      ...summaryColumns,
      bodyMarkdown: blogPosts.bodyMarkdown,
      updatedAt: blogPosts.updatedAt,
      language: blogPosts.language,
      translationKey: blogPosts.translationKey,
    })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), isPublished))
    .limit(1);
  if (!row) return null;
  const { bodyMarkdown, translationKey, ...post } = row;
  return {
    ...post,
    publishedAt: toIsoDate(post.publishedAt),
    updatedAt: post.updatedAt.toISOString(),
    html: renderPublishedMarkdown(bodyMarkdown),
    translations: await listPublishedTranslations(db, { ...post, translationKey }),
  };
}

/** The served page's title, description and picture for a post; null when nobody may read it. */
export async function getBlogPostPreview(
  db: TDatabase,
  slug: string,
  appUrl: string,
): Promise<TPagePreview | null> {
  if (!ZBlogSlug.safeParse(slug).success) return null;
  const [post] = await db
    .select({ title: blogPosts.title, excerpt: blogPosts.excerpt, coverImageUrl: blogPosts.coverImageUrl })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), isPublished))
    .limit(1);
  if (!post) return null;
  const imageUrl = post.coverImageUrl;
  return {
    title: post.title,
    description: post.excerpt,
    imageUrl: imageUrl ? (imageUrl.startsWith('/') ? `${appUrl}${imageUrl}` : imageUrl) : null,
    type: 'article',
  };
}

/** Published posts for the sitemap. */
export async function listPublishedPostPaths(db: TDatabase): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(isPublished)
    .orderBy(desc(blogPosts.publishedAt));
}
