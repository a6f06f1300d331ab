import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { HttpError } from '../plugins/errors';
import { getUploadsDir, openUploadedImage, UPLOADS_URL_PREFIX } from './profile-photos';

const FOLDER = 'blog-covers';
const MAX_WIDTH = 1600;
// Uploaded covers have random names; seeded ones are named after their post's slug. Anything else
// (an address elsewhere) is not ours to remove.
const STORED_URL_PATTERN = /^\/uploads\/blog-covers\/([a-z0-9-]{1,120}|[A-Za-z0-9_-]{22})\.webp$/;

/**
 * A cover as stored: upright, at most 1600 px wide (never enlarged), re-encoded as WebP. sharp writes
 * no metadata unless asked, so the camera's EXIF (GPS position, time) never reaches the file.
 */
export async function renderBlogCover(input: Buffer): Promise<Buffer> {
  const upright = await openUploadedImage(input);
  try {
    return await upright
      .resize({ width: MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new HttpError(400, 'photo: This image could not be read; it may be damaged');
  }
}

/** Writes the cover under a fresh random name (caches may keep a file forever) and returns its URL. */
export async function storeBlogCover(dataDir: string, cover: Buffer): Promise<string> {
  const name = randomBytes(16).toString('base64url');
  const folder = path.join(getUploadsDir(dataDir), FOLDER);
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, `${name}.webp`), cover);
  return `${UPLOADS_URL_PREFIX}${FOLDER}/${name}.webp`;
}

export async function removeBlogCover(dataDir: string, url: string | null | undefined): Promise<void> {
  const name = url ? STORED_URL_PATTERN.exec(url)?.[1] : undefined;
  if (!name) return;
  await rm(path.join(getUploadsDir(dataDir), FOLDER, `${name}.webp`), { force: true });
}
