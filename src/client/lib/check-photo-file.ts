import { PHOTO_ACCEPTED_TYPES, PHOTO_MAX_BYTES } from '#shared/constants';
import { tUi } from './ui-messages';

export const PHOTO_MAX_MEGABYTES = PHOTO_MAX_BYTES / 1024 / 1024;

// Checked in the browser so a wrong file is refused at once; the server checks again by decoding it.
export function checkPhotoFile(file: { type: string; size: number }): string | null {
  if (!(PHOTO_ACCEPTED_TYPES as readonly string[]).includes(file.type)) return tUi('ui.photo.type');
  if (file.size > PHOTO_MAX_BYTES) return tUi('ui.photo.size', { megabytes: PHOTO_MAX_MEGABYTES });
  if (file.size === 0) return tUi('ui.photo.empty');
  return null;
}
