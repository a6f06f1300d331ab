import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { LOCALES, type TLocale } from '#shared/i18n/locales';
import type { TDatabase } from '../db/client';
import { blogPosts } from '../db/schema/content';
import type { TFileStorage } from '../services/file-storage';
import { BLOG_COVERS_FOLDER } from '../uploads/blog-covers';
import { UPLOADS_URL_PREFIX, WEBP } from '../uploads/profile-photos';
import { BLOG_SEED_AUTHOR, BLOG_SEED_POSTS_BY_LANGUAGE } from './blog-seed-posts';

const DAY_MS = 24 * 60 * 60 * 1000;

async function countPostsIn(db: TDatabase, language: TLocale): Promise<number> {
  const [existing] = await db
    .select({ value: count() })
    .from(blogPosts)
    .where(eq(blogPosts.language, language));
  return existing?.value ?? 0;
}

async function seedPostsIn(db: TDatabase, storage: TFileStorage, now: Date, language: TLocale) {
  const rows = await Promise.all(
    BLOG_SEED_POSTS_BY_LANGUAGE[language].map(async (post) => {
      // Each post its own cover file: deleting one post removes its cover, never its translation's.
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
        authorName: BLOG_SEED_AUTHOR[language],
        status: 'published' as const,
        language,
        translationKey: post.translationKey,
        publishedAt,
        createdAt: publishedAt,
        updatedAt: publishedAt,
      };
    }),
  );
  await db.insert(blogPosts).values(rows).onConflictDoNothing({ target: blogPosts.slug });
}

/**
 * The team's first posts, written for families and donors, with their covers drawn as WebP files. A
 * language's posts go only into a blog that has no post in that language: while any post in it is
 * there, whether written or kept by an admin, nothing is added in it. A blog seeded before posts had
 * languages gets the translations, linked to the English posts it kept.
 */
export async function seedBlogPosts(
  db: TDatabase,
  storage: TFileStorage,
  now: Date,
): Promise<{ isCreated: boolean }> {
  let isCreated = false;
  for (const language of LOCALES) {
    if ((await countPostsIn(db, language)) > 0) continue;
    await seedPostsIn(db, storage, now, language);
    isCreated = true;
  }
  if (isCreated) {
    // Posts seeded before migration 0029 have no translation key: a seeded post's is its English slug.
    const englishSlugs = BLOG_SEED_POSTS_BY_LANGUAGE.en.map((post) => post.slug);
    await db
      .update(blogPosts)
      .set({ translationKey: blogPosts.slug })
      .where(
        and(
          isNull(blogPosts.translationKey),
          eq(blogPosts.language, 'en'),
          inArray(blogPosts.slug, englishSlugs),
        ),
      );
  }
  return { isCreated };
}
