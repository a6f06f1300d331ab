import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { TDatabase } from '#server/db/client';
import { blogPosts } from '#server/db/schema/content';
import type { TPagePreview } from '#server/services/page-preview';
import { BLOG_PAGE_SIZE, type TBlogList, type TBlogPost, ZBlogSlug } from '#shared/schemas/blog';
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

/** One page of published posts, newest first, and how many pages there are. */
export async function listPublishedPosts(db: TDatabase, page: number): Promise<TBlogList> {
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(blogPosts)
      .where(isPublished)
      // As the partial index of migration 0015 orders them, so it serves the page.
      .orderBy(sql`${blogPosts.publishedAt} desc nulls last`, asc(blogPosts.id))
      .limit(BLOG_PAGE_SIZE)
      .offset((page - 1) * BLOG_PAGE_SIZE),
    db.select({ value: count() }).from(blogPosts).where(isPublished),
  ]);
  return {
    posts: rows.map((row) => ({ ...row, publishedAt: toIsoDate(row.publishedAt) })),
    page,
    pageCount: Math.max(1, Math.ceil((total?.value ?? 0) / BLOG_PAGE_SIZE)),
  };
}

/** A published post with its body rendered safely; null for a draft or an unknown slug. */
export async function getPublishedPost(db: TDatabase, slug: string): Promise<TBlogPost | null> {
  const [row] = await db
    .select({ ...summaryColumns, bodyMarkdown: blogPosts.bodyMarkdown, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), isPublished))
    .limit(1);
  if (!row) return null;
  const { bodyMarkdown, ...post } = row;
  return {
    ...post,
    publishedAt: toIsoDate(post.publishedAt),
    updatedAt: post.updatedAt.toISOString(),
    html: renderPublishedMarkdown(bodyMarkdown),
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
