import type { TFileStorage } from '../services/file-storage';
import { removeItemImages } from './item-images';
import { removeListPhotos } from './list-photos';
import { removeProfilePhoto } from './profile-photos';

/**
 * Removes the stored files of a user's uploads, whatever their kind (every size of each); anything
 * that is not one of ours (a seeded cover, an address elsewhere) is left alone.
 */
export async function removeUserUploads(
  storage: TFileStorage,
  urls: readonly (string | null | undefined)[],
): Promise<void> {
  const present = urls.filter((url): url is string => typeof url === 'string' && url.length > 0);
  await Promise.all([
    removeListPhotos(storage, present),
    removeItemImages(storage, present),
    ...present.map((url) => removeProfilePhoto(storage, url)),
  ]);
}
