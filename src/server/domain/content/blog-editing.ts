import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TPublicCache } from '#server/cache/public-cache';
import type { TDatabase } from '#server/db/client';
import { blogPosts } from '#server/db/schema/content';
import type { TTransaction } from '#server/db/transaction';
import { DomainError } from '#server/domain/domain-error';
import type { TClock } from '#server/services/clock';
import type { TFileStorage } from '#server/services/file-storage';
import { removeBlogCover, storeBlogCover } from '#server/uploads/blog-covers';
import { toSlug } from '#shared/blog-slug';
import type { TLocale } from '#shared/i18n/locales';
import type { TAdminBlogPost, TBlogPostUpdateInput } from '#shared/schemas/blog-admin';
import { recordAdminAction, type TAdminActor } from '../admin/audit-log';
import { BLOG_POST_MISSING, type TPostRow, toAdminPost } from './blog-admin-posts';

export type TBlogEditingDeps = {
  db: TDatabase;
  publicCache: TPublicCache;
  clock: TClock;
  fileStorage: TFileStorage;
};

const SLUG_CONSTRAINT = 'blog_posts_slug_unique';

// PostgreSQL's unique_violation on the slug; Drizzle wraps the driver's error, so its causes are searched too.
function isSlugTaken(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  if (code === '23505' && constraint === SLUG_CONSTRAINT) return true;
  return isSlugTaken(error.cause, depth + 1);
}

/**
 * Runs one write and its audit entry in a transaction, then drops the blog's public answers so /blog shows
 * the change at once. The slug's uniqueness is the database's to decide: two admins saving the same
 * address at the same moment cannot both win, which a check before the write could not promise.
 */
async function writePost<TResult>(
  deps: TBlogEditingDeps,
  write: (tx: TTransaction, now: Date) => Promise<TResult>,
): Promise<TResult> {
  const now = deps.clock.now();
  let result: TResult;
  try {
    result = await deps.db.transaction((tx) => write(tx, now));
  } catch (error) {
    if (isSlugTaken(error)) throw new DomainError('conflict', { key: 'validation.blog.slugTaken' });
    throw error;
  }
  deps.publicCache.markChanged(['blog']);
  return result;
}

async function lockPost(tx: TTransaction, id: string): Promise<TPostRow> {
  const [row] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for('update');
  if (!row) throw new DomainError('not-found', BLOG_POST_MISSING);
  return row;
}

async function savePost(
  tx: TTransaction,
  id: string,
  changes: Partial<typeof blogPosts.$inferInsert>,
): Promise<TPostRow> {
  const [row] = await tx.update(blogPosts).set(changes).where(eq(blogPosts.id, id)).returning();
  if (!row) throw new DomainError('not-found', BLOG_POST_MISSING);
  return row;
}

/** A title with no Latin letters or digits still gets an address; the admin can change it. */
function pickSlug(title: string): string {
  return toSlug(title) || `post-${randomBytes(4).toString('hex')}`;
}

/** A new draft, signed by the admin who writes it. */
export function createPost(
  deps: TBlogEditingDeps,
  actor: TAdminActor,
  input: {
    title: string;
    slug?: string;
    excerpt: string;
    bodyMarkdown: string;
    coverAlt: string;
    language: TLocale;
  },
  authorName: string | undefined,
): Promise<TAdminBlogPost> {
  return writePost(deps, async (tx, now) => {
    const [row] = await tx
      .insert(blogPosts)
      .values({
        ...input,
        slug: input.slug ?? pickSlug(input.title),
        authorId: actor.id,
        authorName,
        status: 'draft',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('the new blog post was not returned');
    await recordAdminAction(
      tx,
      actor,
      {
        action: 'blog.created',
        targetType: 'blog-post',
        targetId: row.id,
        targetLabel: row.title,
        details: { slug: row.slug, language: row.language },
      },
      now,
    );
    return toAdminPost(row);
  });
}

/** Changes only the fields sent; the audit entry names them (and the old address when it moves). */
export function updatePost(
  deps: TBlogEditingDeps,
  actor: TAdminActor,
  id: string,
  input: TBlogPostUpdateInput,
): Promise<TAdminBlogPost> {
  return writePost(deps, async (tx, now) => {
    const before = await lockPost(tx, id);
    const row = await savePost(tx, id, { ...input, updatedAt: now });
    await recordAdminAction(
      tx,
      actor,
      {
        action: 'blog.updated',
        targetType: 'blog-post',
        targetId: id,
        targetLabel: row.title,
        details: {
          fields: Object.keys(input),
          ...(row.slug === before.slug ? {} : { slug: { from: before.slug, to: row.slug } }),
        },
      },
      now,
    );
    return toAdminPost(row);
  });
}

/** Publishes a draft. The first publication's date is kept when a post is taken down and published again. */
export function publishPost(deps: TBlogEditingDeps, actor: TAdminActor, id: string): Promise<TAdminBlogPost> {
  return writePost(deps, async (tx, now) => {
    const before = await lockPost(tx, id);
    if (before.status === 'published')
      throw new DomainError('conflict', { key: 'errors.blog.alreadyPublished' });
    if (before.bodyMarkdown.trim() === '') {
      throw new DomainError('invalid', { key: 'errors.blog.bodyRequired' }, { field: 'bodyMarkdown' });
    }
    const isRepublished = before.publishedAt !== null;
    const row = await savePost(tx, id, {
      status: 'published',
      publishedAt: before.publishedAt ?? now,
      updatedAt: now,
    });
    await recordAdminAction(
      tx,
      actor,
      {
        action: 'blog.published',
        targetType: 'blog-post',
        targetId: id,
        targetLabel: row.title,
        details: { slug: row.slug, isRepublished },
      },
      now,
    );
    return toAdminPost(row);
  });
}

/** Takes a post off the blog: a draft again, 404 to readers. */
export function unpublishPost(
  deps: TBlogEditingDeps,
  actor: TAdminActor,
  id: string,
): Promise<TAdminBlogPost> {
  return writePost(deps, async (tx, now) => {
    const before = await lockPost(tx, id);
    if (before.status !== 'published') throw new DomainError('conflict', { key: 'errors.blog.notPublished' });
    const row = await savePost(tx, id, { status: 'draft', updatedAt: now });
    await recordAdminAction(
      tx,
      actor,
      {
        action: 'blog.unpublished',
        targetType: 'blog-post',
        targetId: id,
        targetLabel: row.title,
        details: { slug: row.slug },
      },
      now,
    );
    return toAdminPost(row);
  });
}

/** Deletes a post for good, and its cover file once the row is gone. */
export async function deletePost(deps: TBlogEditingDeps, actor: TAdminActor, id: string): Promise<void> {
  const removed = await writePost(deps, async (tx, now) => {
    const [row] = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning();
    if (!row) throw new DomainError('not-found', BLOG_POST_MISSING);
    await recordAdminAction(
      tx,
      actor,
      {
        action: 'blog.deleted',
        targetType: 'blog-post',
        targetId: id,
        targetLabel: row.title,
        details: { slug: row.slug, status: row.status },
      },
      now,
    );
    return row;
  });
  await removeBlogCover(deps.fileStorage, removed.coverImageUrl);
}

/**
 * Gives a post a new cover (already re-encoded: see renderBlogCover) or none. The new file is written
 * before the row points at it, and the old one removed only after: readers never meet a missing file.
 */
export async function setPostCover(
  deps: TBlogEditingDeps,
  actor: TAdminActor,
  id: string,
  cover: Buffer | null,
): Promise<TAdminBlogPost> {
  const url = cover ? await storeBlogCover(deps.fileStorage, cover) : null;
  let previousUrl: string | null;
  let post: TAdminBlogPost;
  try {
    [previousUrl, post] = await writePost(deps, async (tx, now) => {
      const before = await lockPost(tx, id);
      if (!url && !before.coverImageUrl) throw new DomainError('conflict', { key: 'errors.blog.noCover' });
      const row = await savePost(tx, id, { coverImageUrl: url, updatedAt: now });
      await recordAdminAction(
        tx,
        actor,
        {
          action: url ? 'blog.cover-changed' : 'blog.cover-removed',
          targetType: 'blog-post',
          targetId: id,
          targetLabel: row.title,
        },
        now,
      );
      return [before.coverImageUrl, toAdminPost(row)] as const;
    });
  } catch (error) {
    await removeBlogCover(deps.fileStorage, url);
    throw error;
  }
  if (previousUrl !== url) await removeBlogCover(deps.fileStorage, previousUrl);
  return post;
}
