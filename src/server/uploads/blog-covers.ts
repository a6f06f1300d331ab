import { randomBytes } from 'node:crypto';
import type { TFileStorage } from '../services/file-storage';
import { renderImage, type TImageInput } from './open-image';
import { UPLOADS_URL_PREFIX, WEBP } from './profile-photos';

export const BLOG_COVERS_FOLDER = 'blog-covers';
const MAX_WIDTH = 1600;
// Uploaded covers have random names; seeded ones are named after their post's slug. Anything else
// (an address elsewhere) is not ours to remove.
const STORED_URL_PATTERN = /^\/uploads\/blog-covers\/([a-z0-9-]{1,120}|[A-Za-z0-9_-]{22})\.webp$/;

/**
 * A cover as stored: upright, at most 1600 px wide (never enlarged), re-encoded as WebP. sharp writes
 * no metadata unless asked, so the camera's EXIF (GPS position, time) never reaches the file.
 */
export async function renderBlogCover(input: TImageInput): Promise<Buffer> {
  return renderImage(input, (opened) =>
    opened.image.resize({ width: MAX_WIDTH, withoutEnlargement: true }).webp({ quality: 82 }).toBuffer(),
  );
}

/** Writes the cover under a fresh random name (caches may keep a file forever) and returns its URL. */
export async function storeBlogCover(storage: TFileStorage, cover: Buffer): Promise<string> {
  const name = randomBytes(16).toString('base64url');
  await storage.put(`${BLOG_COVERS_FOLDER}/${name}.webp`, cover, WEBP);
  return `${UPLOADS_URL_PREFIX}${BLOG_COVERS_FOLDER}/${name}.webp`;
}

export async function removeBlogCover(storage: TFileStorage, url: string | null | undefined): Promise<void> {
  const name = url ? STORED_URL_PATTERN.exec(url)?.[1] : undefined;
  if (!name) return;
  await storage.remove([`${BLOG_COVERS_FOLDER}/${name}.webp`]);
}
