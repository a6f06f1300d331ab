import { randomBytes } from 'node:crypto';
import type { TFileStorage } from '../services/file-storage';
import { fitWithin, openRaw, renderImage, shrinkToRaw, type TImageInput } from './open-image';
import { UPLOADS_URL_PREFIX, WEBP } from './profile-photos';

export const LIST_PHOTOS_FOLDER = 'list-photos';
const STORED_URL_PATTERN = /^\/uploads\/list-photos\/([A-Za-z0-9_-]{22})-large\.webp$/;

export type TRenderedListPhoto = { large: Buffer; thumbnail: Buffer; perceptualHash: string };

const LARGE_SIDE = 1600;
const THUMBNAIL = { width: 640, height: 480 };

/**
 * A list photo as stored: up to 1600 px on its long side for the list page, a 4:3 crop of at most
 * 640×480 for cards and share previews (smaller pictures are cropped, never enlarged), and a 64-bit difference hash (dHash) to spot the same photo reused by
 * another list, even resized or re-compressed.
 */
export async function renderListPhoto(input: TImageInput): Promise<TRenderedListPhoto> {
  return renderImage(input, async (opened) => {
    const shrunk = await shrinkToRaw(opened, LARGE_SIDE);
    const large = await openRaw(shrunk).webp({ quality: 80 }).toBuffer();
    const thumbnailSize = fitWithin(shrunk, THUMBNAIL);
    const thumbnail = await openRaw(shrunk)
      .resize(thumbnailSize.width, thumbnailSize.height, { fit: 'cover', position: 'attention' })
      .webp({ quality: 78 })
      .toBuffer();
    const pixels = await openRaw(shrunk).grayscale().resize(9, 8, { fit: 'fill' }).raw().toBuffer();
    const hash = computeDifferenceHash(pixels);
    return { large, thumbnail, perceptualHash: isHashDistinctive(hash) ? hash : '' };
  });
}

/** 9×8 grey pixels → 64 bits: is each pixel brighter than its right neighbour? As 16 hex digits. */
export function computeDifferenceHash(pixels: Uint8Array): string {
  let bits = 0n;
  for (let row = 0; row < 8; row++) {
    for (let column = 0; column < 8; column++) {
      const left = pixels[row * 9 + column] ?? 0;
      const right = pixels[row * 9 + column + 1] ?? 0;
      bits = (bits << 1n) | (left > right ? 1n : 0n);
    }
  }
  return bits.toString(16).padStart(16, '0');
}

// A plain picture (a dark room, a white wall, one colour, a smooth gradient) hashes to nearly all zeros
// or all ones, like every other plain picture: comparing such hashes would hold honest families' lists
// for review. They are stored as '' and never compared.
export const MIN_HASH_BITS_EACH_WAY = 8;

/** Whether a hash has enough of both kinds of bits to tell one picture from another. */
export function isHashDistinctive(hash: string): boolean {
  const ones = countHashDifference(hash, '0000000000000000');
  return ones >= MIN_HASH_BITS_EACH_WAY && 64 - ones >= MIN_HASH_BITS_EACH_WAY;
}

/** How many of the 64 bits differ (0: same picture; under ~10: very likely the same). */
export function countHashDifference(a: string, b: string): number {
  let difference = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let count = 0;
  while (difference > 0n) {
    count += Number(difference & 1n);
    difference >>= 1n;
  }
  return count;
}

export async function storeListPhoto(storage: TFileStorage, photo: TRenderedListPhoto): Promise<string> {
  const stem = randomBytes(16).toString('base64url');
  await Promise.all([
    storage.put(`${LIST_PHOTOS_FOLDER}/${stem}-large.webp`, photo.large, WEBP),
    storage.put(`${LIST_PHOTOS_FOLDER}/${stem}-thumb.webp`, photo.thumbnail, WEBP),
  ]);
  return `${UPLOADS_URL_PREFIX}${LIST_PHOTOS_FOLDER}/${stem}-large.webp`;
}

export function toThumbnailUrl(url: string): string {
  return url.replace(/-large\.webp$/, '-thumb.webp');
}

/** Removes both sizes of each stored photo; URLs that are not ours are ignored. */
export async function removeListPhotos(storage: TFileStorage, urls: readonly string[]): Promise<void> {
  const stems = urls.flatMap((url) => STORED_URL_PATTERN.exec(url)?.[1] ?? []);
  await storage.remove(
    stems.flatMap((stem) => [
      `${LIST_PHOTOS_FOLDER}/${stem}-large.webp`,
      `${LIST_PHOTOS_FOLDER}/${stem}-thumb.webp`,
    ]),
  );
}
