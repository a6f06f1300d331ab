import { randomBytes } from 'node:crypto';
import { ITEM_IMAGE_URL_PATTERN } from '#shared/schemas/needs-list';
import type { TFileStorage } from '../services/file-storage';
import { UPLOADS_URL_PREFIX, WEBP } from './profile-photos';

export const ITEM_IMAGES_FOLDER = 'item-images';

/**
 * Keeps a product picture read from a store's page (already re-encoded as WebP, without metadata)
 * in the file storage, like an uploaded photo: an item never shows a store's own image address.
 */
export async function storeItemImage(storage: TFileStorage, image: Buffer): Promise<string> {
  const stem = randomBytes(16).toString('base64url');
  const url = `${UPLOADS_URL_PREFIX}${ITEM_IMAGES_FOLDER}/${stem}.webp`;
  if (!ITEM_IMAGE_URL_PATTERN.test(url)) throw new Error('stored item image URL has an unexpected shape');
  await storage.put(`${ITEM_IMAGES_FOLDER}/${stem}.webp`, image, WEBP);
  return url;
}

/** Removes stored item pictures by URL; URLs that are not ours are ignored. */
export async function removeItemImages(storage: TFileStorage, urls: readonly string[]): Promise<void> {
  const keys = urls
    .filter((url) => ITEM_IMAGE_URL_PATTERN.test(url))
    .map((url) => url.slice(UPLOADS_URL_PREFIX.length));
  await storage.remove(keys);
}
