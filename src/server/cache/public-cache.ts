import type { FastifyReply, FastifyRequest, preValidationHookHandler } from 'fastify';
import { createMicroCache, type TCachedBody } from './micro-cache';

/**
 * The app's cache of public answers (docs/decisions/007): what anyone without a session would be
 * answered, kept a couple of seconds per instance. One for the whole app: every write that changes a
 * public answer (list and item edits, pledges, receipts, account deletion, moderation) says so with
 * `markListsChanged` once it is committed, and nothing else empties it.
 */
export type TPublicCache = {
  /** An answer kept under a key of the caller's choosing; `ownerId` is whose content it shows. */
  get: (key: string) => { body: TCachedBody; ownerId: string } | undefined;
  /** Keeps an answer under its key and under the exact address it was asked at. */
  set: (keys: { key: string; url: string }, body: TCachedBody, ownerId: string, generation: number) => void;
  /** Taken before a read: an answer read across a clear is not kept. */
  generation: () => number;
  /** Drops every kept answer: called after a committed write that changed what the public sees. */
  markListsChanged: () => void;
  /**
   * A preValidation hook that sends an answer already made for this exact address before the query
   * string and path are parsed and validated again. With `isSameForSignedIn` false it serves only
   * requests without a session cookie (a signed-in viewer may be the owner, whose view differs).
   */
  answerByUrl: (options: {
    isSameForSignedIn: boolean;
    /** Told of every request answered from the cache this way (a view to count, a header to add). */
    onAnswered?: (request: FastifyRequest, reply: FastifyReply) => void;
  }) => preValidationHookHandler;
};

const JSON_TYPE = 'application/json; charset=utf-8';

/** A ready JSON string goes out as it is: Fastify serialises objects, not strings. */
export function sendJsonBody(reply: FastifyReply, body: TCachedBody): FastifyReply {
  return reply.type(JSON_TYPE).send(body as never);
}

export function createPublicCache({ ttlMs }: { ttlMs: number }): TPublicCache {
  const cache = createMicroCache<{ ownerId: string }>({ ttlMs, maxEntries: 2000 });
  const toUrlKey = (url: string) => `url:${url}`;
  return {
    get(key) {
      const entry = cache.get(key);
      return entry ? { body: entry.body, ownerId: entry.meta.ownerId } : undefined;
    },
    set({ key, url }, body, ownerId, generation) {
      cache.set(key, body, { ownerId }, generation);
      cache.set(toUrlKey(url), body, { ownerId }, generation);
    },
    generation: cache.generation,
    markListsChanged: cache.clear,
    answerByUrl:
      ({ isSameForSignedIn, onAnswered }) =>
      (request, reply, done) => {
        const cached =
          isSameForSignedIn || request.headers.cookie === undefined
            ? cache.get(toUrlKey(request.url))
            : undefined;
        if (cached) {
          onAnswered?.(request, reply);
          sendJsonBody(reply, cached.body);
          return;
        }
        done();
      },
  };
}

/**
 * Sends the answer kept under `key`, or makes it with `read`, keeps it and sends it: for public reads
 * whose answer is the same for everyone (figures, blog posts, the product catalog).
 */
export async function sendPublicAnswer(
  publicCache: TPublicCache,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  read: () => Promise<unknown>,
  /** Headers of the answer (not of an error the read throws). */
  headers: Record<string, string> = {},
): Promise<void> {
  const cached = publicCache.get(key);
  if (cached) {
    sendJsonBody(reply.headers(headers), cached.body);
    return;
  }
  const generation = publicCache.generation();
  const body = Buffer.from(JSON.stringify(await read()));
  publicCache.set({ key, url: request.url }, body, '', generation);
  sendJsonBody(reply.headers(headers), body);
}
