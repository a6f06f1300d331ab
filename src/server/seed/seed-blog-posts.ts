import { count } from 'drizzle-orm';
import sharp from 'sharp';
import type { TDatabase } from '../db/client';
import { blogPosts } from '../db/schema/content';
import type { TFileStorage } from '../services/file-storage';
import { BLOG_COVERS_FOLDER } from '../uploads/blog-covers';
import { UPLOADS_URL_PREFIX, WEBP } from '../uploads/profile-photos';
import { BLOG_SEED_POSTS } from './blog-seed-posts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The team's first posts, written for families and donors, with their covers drawn as WebP files. Only
 * into an empty blog: while any post is there, whether written or kept by an admin, nothing is added.
 */
export async function seedBlogPosts(
  db: TDatabase,
  storage: TFileStorage,
  now: Date,
): Promise<{ isCreated: boolean }> {
  const [existing] = await db.select({ value: count() }).from(blogPosts);
  if ((existing?.value ?? 0) > 0) return { isCreated: false };
  const rows = await Promise.all(
    BLOG_SEED_POSTS.map(async (post) => {
      const key = `${BLOG_COVERS_FOLDER}/${post.slug}.webp`;
      const publishedAt = new Date(now.getTime() - post.publishedDaysAgo * DAY_MS);
      const cover = await sharp(Buffer.from(post.coverSvg))
        .resize(1200, 630)
        .webp({ quality: 82 })
        .toBuffer();
      await storage.put(key, cover, WEBP);
      return {
        slug: post.slug,
        title: post.title,
        excerpt: post.excerpt,
        bodyMarkdown: post.bodyMarkdown,
        coverImageUrl: `${UPLOADS_URL_PREFIX}${key}`,
        coverAlt: post.coverAlt,
        status: 'published' as const,
        publishedAt,
        createdAt: publishedAt,
        updatedAt: publishedAt,
      };
    }),
  );
  await db.insert(blogPosts).values(rows).onConflictDoNothing({ target: blogPosts.slug });
  return { isCreated: true };
}
