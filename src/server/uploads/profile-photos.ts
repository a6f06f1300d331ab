import { randomBytes } from 'node:crypto';
import type { TFileStorage } from '../services/file-storage';
import { fitWithin, openRaw, renderImage, type TImageInput } from './open-image';

// Square sizes kept for each photo: the avatar (shown at up to 48 px, sharp on 2x screens), profile
// pages, and a large one for future uses. The URL stored on the user points at the middle one.
export const PROFILE_PHOTO_SIZES = [96, 256, 512] as const;
const MAIN_SIZE = 256;
export const UPLOADS_URL_PREFIX = '/uploads/';
export const WEBP = 'image/webp';
export const PROFILE_PHOTOS_FOLDER = 'profile-photos';
const STORED_URL_PATTERN = /^\/uploads\/profile-photos\/([A-Za-z0-9_-]{22})-\d+\.webp$/;

/**
 * Decodes the upload (whatever its claimed type), turns it upright, crops it square around its most
 * interesting part and re-encodes it as WebP, each size made from the largest (never enlarged: a
 * small picture gives smaller files). sharp writes no metadata unless asked, so EXIF (with GPS
 * position, camera and time) never reaches the stored files.
 */
export async function renderProfilePhotoSizes(input: TImageInput): Promise<Map<number, Buffer>> {
  return renderImage(input, async (opened) => {
    const largest = Math.max(...PROFILE_PHOTO_SIZES);
    const side = fitWithin(opened, { width: largest, height: largest }).width;
    const { data, info } = await opened.image
      .resize(side, side, { fit: 'cover', position: 'attention' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const square = { pixels: data, width: info.width, height: info.height, channels: info.channels };
    const sizes = new Map<number, Buffer>();
    for (const size of PROFILE_PHOTO_SIZES) {
      const edge = Math.min(size, side);
      sizes.set(size, await openRaw(square).resize(edge, edge).webp({ quality: 82 }).toBuffer());
    }
    return sizes;
  });
}

/** Stores every size and returns the URL of the main one. */
export async function storeProfilePhoto(storage: TFileStorage, sizes: Map<number, Buffer>): Promise<string> {
  // A fresh random name per upload: caches may keep a file forever, and nobody can guess others' files.
  const stem = randomBytes(16).toString('base64url');
  await Promise.all(
    [...sizes].map(([size, data]) =>
      storage.put(`${PROFILE_PHOTOS_FOLDER}/${stem}-${size}.webp`, data, WEBP),
    ),
  );
  return `${UPLOADS_URL_PREFIX}${PROFILE_PHOTOS_FOLDER}/${stem}-${MAIN_SIZE}.webp`;
}

/** Removes every size of a stored photo; URLs that are not ours (or already gone) are ignored. */
export async function removeProfilePhoto(
  storage: TFileStorage,
  url: string | null | undefined,
): Promise<void> {
  const stem = url ? STORED_URL_PATTERN.exec(url)?.[1] : undefined;
  if (!stem) return;
  await storage.remove(PROFILE_PHOTO_SIZES.map((size) => `${PROFILE_PHOTOS_FOLDER}/${stem}-${size}.webp`));
}
