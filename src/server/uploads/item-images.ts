import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ITEM_IMAGE_URL_PATTERN } from '../../shared/schemas/needs-list';
import { getUploadsDir, UPLOADS_URL_PREFIX } from './profile-photos';

const FOLDER = 'item-images';

/**
 * Keeps a product picture read from a store's page (already re-encoded as WebP, without metadata)
 * under DATA_DIR/uploads, like an uploaded photo: an item never shows a store's own image address.
 */
export async function storeItemImage(dataDir: string, image: Buffer): Promise<string> {
  const stem = randomBytes(16).toString('base64url');
  const folder = path.join(getUploadsDir(dataDir), FOLDER);
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, `${stem}.webp`), image);
  const url = `${UPLOADS_URL_PREFIX}${FOLDER}/${stem}.webp`;
  if (!ITEM_IMAGE_URL_PATTERN.test(url)) throw new Error('stored item image URL has an unexpected shape');
  return url;
}
