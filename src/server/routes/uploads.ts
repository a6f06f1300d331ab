import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TAuth } from '../auth/auth';
import { readSession } from '../auth/require-user';
import type { TDatabase } from '../db/client';
import { decidePhotoAccess } from '../domain/needs-lists/photos';
import { isStorageKey, type TFileStorage, type TStoredFileInfo } from '../services/file-storage';
import { LIST_PHOTOS_FOLDER } from '../uploads/list-photos';
import { PROFILE_PHOTOS_FOLDER, UPLOADS_URL_PREFIX } from '../uploads/profile-photos';

// Every stored name is random and its bytes are never rewritten. A file that shows nothing of anyone
// (a product's picture from a store's page, a blog cover) may be kept a year.
const FOREVER_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/**
 * A list's photo while anyone may see the list (public, unlisted: crawlers fetch it for share
 * previews): kept a minute, then asked again, so once the list is private, a draft again, hidden or
 * deleted, no cache shows it for more than a minute and every revalidation is refused.
 */
export const PUBLIC_LIST_PHOTO_CACHE_CONTROL = 'public, max-age=60, must-revalidate';
/** A list's photo only its owner (or an admin) may see: no shared cache keeps it, a browser asks each time. */
export const PRIVATE_LIST_PHOTO_CACHE_CONTROL = 'private, no-cache';
/**
 * Profiles are public, and so are their photos; but a photo its owner removed or replaced (or an
 * account deleted) must leave caches within the hour, not the year a random name would allow.
 */
export const PROFILE_PHOTO_CACHE_CONTROL = 'public, max-age=3600, must-revalidate';

/** Whether the client's copy is still the stored one (If-None-Match first, as HTTP says). */
function isClientCopyFresh(request: FastifyRequest, info: TStoredFileInfo): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch) {
    const stripWeak = (tag: string) => tag.trim().replace(/^W\//, '');
    return (
      ifNoneMatch === '*' || ifNoneMatch.split(',').some((tag) => stripWeak(tag) === stripWeak(info.etag))
    );
  }
  const ifModifiedSince = request.headers['if-modified-since'];
  if (!ifModifiedSince) return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && Math.floor(info.modifiedAt.getTime() / 1000) * 1000 <= since;
}

function setFileHeaders(reply: FastifyReply, info: TStoredFileInfo, cacheControl: string): void {
  reply
    .header('etag', info.etag)
    .header('last-modified', info.modifiedAt.toUTCString())
    .header('cache-control', cacheControl);
}

export type TUploadRouteOptions = { storage: TFileStorage; db: TDatabase; auth: TAuth };

/**
 * Who may have this file, as its cache lifetime; null when the request may not. A list photo (either
 * size) follows its list's visibility at the moment it is asked for, revalidations included.
 */
async function decideCacheControl(
  { db, auth }: TUploadRouteOptions,
  request: FastifyRequest,
  key: string,
): Promise<string | null> {
  const folder = key.slice(0, key.indexOf('/'));
  if (folder === PROFILE_PHOTOS_FOLDER) return PROFILE_PHOTO_CACHE_CONTROL;
  if (folder !== LIST_PHOTOS_FOLDER) return FOREVER_CACHE_CONTROL;
  // A list keeps the address of the large size; the thumbnail is its twin.
  const listPhotoUrl = `${UPLOADS_URL_PREFIX}${key.replace(/-thumb\.webp$/, '-large.webp')}`;
  const access = await decidePhotoAccess(db, listPhotoUrl, async () => {
    const session = await readSession(auth, request);
    return session ? { id: session.user.id, userType: session.user.userType } : null;
  });
  if (access === 'nobody') return null;
  return access === 'public' ? PUBLIC_LIST_PHOTO_CACHE_CONTROL : PRIVATE_LIST_PHOTO_CACHE_CONTROL;
}

/** Uploaded photos, as re-encoded by the server, from wherever the file storage keeps them. */
export async function registerUploads(app: FastifyInstance, options: TUploadRouteOptions): Promise<void> {
  const { storage } = options;
  app.get(`${UPLOADS_URL_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!isStorageKey(key)) return reply.callNotFound();
    // Refused exactly as a missing file is, so nobody learns that a hidden list has photos.
    const cacheControl = await decideCacheControl(options, request, key);
    if (cacheControl === null) return reply.callNotFound();
    const isConditional = Boolean(request.headers['if-none-match'] || request.headers['if-modified-since']);
    // A revalidation needs only what describes the file, never its bytes.
    const info = isConditional ? await storage.stat(key) : null;
    if (info && isClientCopyFresh(request, info)) {
      setFileHeaders(reply, info, cacheControl);
      return reply.code(304).send();
    }
    const file = await storage.get(key);
    if (!file) return reply.callNotFound();
    setFileHeaders(reply, file, cacheControl);
    return reply.type(file.contentType).header('content-length', file.size).send(file.body);
  });
}
