import { randomBytes } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import { renderRefusal } from '../domain/domain-error';
import { HttpError } from '../plugins/errors';
import type { TFileStorage } from '../services/file-storage';
import type { TMessage } from '../services/translations';

// Square sizes kept for each photo: the avatar (shown at up to 48 px, sharp on 2x screens), profile
// pages, and a large one for future uses. The URL stored on the user points at the middle one.
export const PROFILE_PHOTO_SIZES = [96, 256, 512] as const;
const MAIN_SIZE = 256;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
// A decompression bomb (a small file that decodes to a huge image) is refused before decoding.
const MAX_INPUT_PIXELS = 50_000_000;
const UNSUPPORTED_PHOTO: TMessage = { key: 'errors.photos.unsupported' };
export const UNSUPPORTED_PHOTO_MESSAGE = renderRefusal('en', { refusal: UNSUPPORTED_PHOTO, field: 'photo' });
/** An upload sharp could not decode. */
export const DAMAGED_PHOTO: TMessage = { key: 'errors.photos.damaged' };

export const UPLOADS_URL_PREFIX = '/uploads/';
export const WEBP = 'image/webp';
export const PROFILE_PHOTOS_FOLDER = 'profile-photos';
const STORED_URL_PATTERN = /^\/uploads\/profile-photos\/([A-Za-z0-9_-]{22})-\d+\.webp$/;

/**
 * Opens an upload as an image, whatever type it claims: JPEG, PNG or WebP only, no decompression
 * bombs, turned upright by its EXIF orientation. (The EXIF itself never reaches a stored file: sharp
 * writes no metadata unless asked.)
 */
export async function openUploadedImage(input: Buffer): Promise<Sharp> {
  const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  let format: string | undefined;
  try {
    format = (await source.metadata()).format;
  } catch {
    throw new HttpError(400, UNSUPPORTED_PHOTO, { field: 'photo' });
  }
  if (!format || !ACCEPTED_FORMATS.has(format))
    throw new HttpError(400, UNSUPPORTED_PHOTO, { field: 'photo' });
  return source.rotate();
}

/**
 * Decodes the upload (whatever its claimed type), turns it upright, crops it square around its most
 * interesting part and re-encodes it as WebP. sharp writes no metadata unless asked, so EXIF (with GPS
 * position, camera and time) never reaches the stored files.
 */
export async function renderProfilePhotoSizes(input: Buffer): Promise<Map<number, Buffer>> {
  const upright = await openUploadedImage(input);
  const sizes = new Map<number, Buffer>();
  try {
    for (const size of PROFILE_PHOTO_SIZES) {
      const rendered = await upright
        .clone()
        .resize(size, size, { fit: 'cover', position: 'attention' })
        .webp({ quality: 82 })
        .toBuffer();
      sizes.set(size, rendered);
    }
  } catch {
    throw new HttpError(400, DAMAGED_PHOTO, { field: 'photo' });
  }
  return sizes;
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
