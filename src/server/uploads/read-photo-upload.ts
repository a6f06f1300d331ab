import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PHOTO_MAX_BYTES } from '#shared/constants';
import { renderRefusal } from '../domain/domain-error';
import { HttpError } from '../plugins/errors';
import type { TMessage } from '../services/translations';

const PHOTO_TOO_LARGE: TMessage = {
  key: 'errors.photos.tooLarge',
  values: { megabytes: PHOTO_MAX_BYTES / 1024 / 1024 },
};
export const PHOTO_MISSING: TMessage = { key: 'errors.photos.missing' };
export const PHOTO_TOO_LARGE_MESSAGE = renderRefusal('en', { refusal: PHOTO_TOO_LARGE, field: 'photo' });
export const PHOTO_MISSING_MESSAGE = renderRefusal('en', { refusal: PHOTO_MISSING, field: 'photo' });

/** Multipart for the routes of this plugin scope: one file and nothing else, cut off past the limit. */
export async function registerPhotoUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 },
  });
}

/** The bytes of the one file sent in the "photo" field. */
export async function readPhotoUpload(request: FastifyRequest): Promise<Buffer> {
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file();
  } catch (error) {
    throw toUploadError(error);
  }
  if (part?.fieldname !== 'photo') throw new HttpError(400, PHOTO_MISSING, { field: 'photo' });
  try {
    const data = await part.toBuffer();
    if (data.length === 0) throw new HttpError(400, PHOTO_MISSING, { field: 'photo' });
    return data;
  } catch (error) {
    throw toUploadError(error);
  }
}

function toUploadError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, PHOTO_TOO_LARGE, { field: 'photo' });
  // Anything else the multipart reader meets (no boundary, a body cut short, extra parts) is a bad
  // request, never our failure.
  return new HttpError(400, { key: 'errors.photos.onePhotoOnly' }, { field: 'photo' });
}
