import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isStorageKey, type TFileStorage, type TStoredFileInfo } from '../services/file-storage';
import { UPLOADS_URL_PREFIX } from '../uploads/profile-photos';

// Every stored name is random and its bytes are never rewritten, so a browser may keep a file a year.
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

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

function setFileHeaders(reply: FastifyReply, info: TStoredFileInfo): void {
  reply
    .header('etag', info.etag)
    .header('last-modified', info.modifiedAt.toUTCString())
    .header('cache-control', CACHE_CONTROL);
}

/** Uploaded photos, as re-encoded by the server, from wherever the file storage keeps them. */
export async function registerUploads(app: FastifyInstance, storage: TFileStorage): Promise<void> {
  app.get(`${UPLOADS_URL_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!isStorageKey(key)) return reply.callNotFound();
    const isConditional = Boolean(request.headers['if-none-match'] || request.headers['if-modified-since']);
    // A revalidation needs only what describes the file, never its bytes.
    const info = isConditional ? await storage.stat(key) : null;
    if (info && isClientCopyFresh(request, info)) {
      setFileHeaders(reply, info);
      return reply.code(304).send();
    }
    const file = await storage.get(key);
    if (!file) return reply.callNotFound();
    setFileHeaders(reply, file);
    return reply.type(file.contentType).header('content-length', file.size).send(file.body);
  });
}
