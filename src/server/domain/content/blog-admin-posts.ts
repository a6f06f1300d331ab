import { desc, eq, getTableColumns } from 'drizzle-orm';
import type { TDatabase } from '#server/db/client';
import { blogPosts } from '#server/db/schema/content';
import { DomainError } from '#server/domain/domain-error';
import type { TMessage } from '#server/services/translations';
import type { TAdminBlogList, TAdminBlogPost } from '#shared/schemas/blog-admin';

export const BLOG_POST_MISSING: TMessage = { key: 'errors.blog.postMissing' };

export type TPostRow = typeof blogPosts.$inferSelect;

const {
  bodyMarkdown: _body,
  authorId: _author,
  translationKey: _translationKey,
  ...summaryColumns
} = getTableColumns(blogPosts);

function toIso(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}

export function toAdminPost(row: TPostRow): TAdminBlogPost {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    bodyMarkdown: row.bodyMarkdown,
    coverImageUrl: row.coverImageUrl,
    coverAlt: row.coverAlt,
    authorName: row.authorName,
    status: row.status,
    language: row.language,
    publishedAt: toIso(row.publishedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Drafts and published posts, the most recently changed first (the editor's list). */
export async function listAllPosts(db: TDatabase): Promise<TAdminBlogList> {
  const rows = await db
    .select(summaryColumns)
    .from(blogPosts)
    .orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id));
  return {
    posts: rows.map((row) => ({
      ...row,
      publishedAt: toIso(row.publishedAt),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}

/** One post as the editor sees it, draft or not. */
export async function readPost(db: TDatabase, id: string): Promise<TAdminBlogPost> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  if (!row) throw new DomainError('not-found', BLOG_POST_MISSING);
  return toAdminPost(row);
}
