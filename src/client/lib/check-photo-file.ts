import { PHOTO_ACCEPTED_TYPES, PHOTO_MAX_BYTES } from '#shared/constants';

export const PHOTO_MAX_MEGABYTES = PHOTO_MAX_BYTES / 1024 / 1024;

// Checked in the browser so a wrong file is refused at once; the server checks again by decoding it.
export function checkPhotoFile(file: { type: string; size: number }): string | null {
  if (!(PHOTO_ACCEPTED_TYPES as readonly string[]).includes(file.type))
    return 'Choose a JPEG, PNG or WebP image';
  if (file.size > PHOTO_MAX_BYTES) return `The photo must be at most ${PHOTO_MAX_MEGABYTES} MB`;
  if (file.size === 0) return 'This file is empty';
  return null;
}
