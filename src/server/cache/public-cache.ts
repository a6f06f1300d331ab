import type { FastifyReply, FastifyRequest, preValidationHookHandler } from 'fastify';
import { createMicroCache } from './micro-cache';
import { createPublicAnswer, sendPublicAnswerBytes, type TPublicAnswer } from './public-answer';

/**
 * The app's cache of public answers (docs/decisions/007): what anyone without a session would be
 * answered, kept a couple of seconds per instance. One for the whole app: every write that changes a
 * public answer (list and item edits, pledges, receipts, account deletion, moderation) says so with
 * `markListsChanged` once it is committed, and nothing else empties it.
 */
export type TPublicCache = {
  /** An answer kept under a key of the caller's choosing; `ownerId` is whose content it shows. */
  get: (key: string) => { answer: TPublicAnswer; ownerId: string } | undefined;
  /** Keeps an answer under its key and under the exact address it was asked at. */
  set: (
    keys: { key: string; url: string },
    answer: TPublicAnswer,
    ownerId: string,
    generation: number,
  ) => void;
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

export function createPublicCache({ ttlMs }: { ttlMs: number }): TPublicCache {
  const cache = createMicroCache<TPublicAnswer, { ownerId: string }>({ ttlMs, maxEntries: 2000 });
  const toUrlKey = (url: string) => `url:${url}`;
  return {
    get(key) {
      const entry = cache.get(key);
      return entry ? { answer: entry.body, ownerId: entry.meta.ownerId } : undefined;
    },
    set({ key, url }, answer, ownerId, generation) {
      // One answer under both keys: each encoding of it is made once, whichever way it is found.
      cache.set(key, answer, { ownerId }, generation);
      cache.set(toUrlKey(url), answer, { ownerId }, generation);
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
          sendPublicAnswerBytes(reply, cached.body);
          return;
        }
        done();
      },
  };
}

/**
 * Sends the answer kept under `key`, or makes it with `read`, keeps it and sends it: for public reads
 * whose answer is the same for everyone (browse, figures, blog posts, the product catalog). Resolves
 * once the answer is sent, so Fastify, which sends whatever an async handler resolves with, never sends
 * a second, empty answer over one still going out.
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
    await sendPublicAnswerBytes(reply.headers(headers), cached.answer);
    return;
  }
  const generation = publicCache.generation();
  const answer = createPublicAnswer(await read());
  publicCache.set({ key, url: request.url }, answer, '', generation);
  await sendPublicAnswerBytes(reply.headers(headers), answer);
}
