import type { FastifyReply, FastifyRequest, preValidationHookHandler } from 'fastify';
import type { TLocale } from '#shared/i18n/locales';
import { createMicroCache } from './micro-cache';
import { createPublicAnswer, sendPublicAnswerBytes, type TPublicAnswer } from './public-answer';

// request.language is read from the language cookie, then Accept-Language (plugins/language.ts).

/**
 * What a public answer shows, so that a write drops only the answers it changed:
 * - `list:<id>`: the public view of one list (its items, what donors hold, its owner's name);
 * - `lists`: every list's public view (a write whose lists are many: an account's deletion, a suspension);
 * - `browse`: browse, search, topic and place pages, and the landing page's lists (the same list cards);
 * - `figures`: the counts of the landing and impact pages;
 * - `blog`: the blog's pages and posts;
 * - `products`: the product catalog's answers.
 */
export type TPublicTag = 'lists' | 'browse' | 'figures' | 'blog' | 'products' | `list:${string}`;

/**
 * The app's cache of public answers (docs/decisions/007): what anyone without a session would be
 * answered, kept a couple of seconds per instance. One for the whole app: every write that changes a
 * public answer (list and item edits, pledges, receipts, account deletion, moderation, blog posts)
 * names what it changed with `markChanged` once it is committed, and only the answers tagged with it
 * are dropped (a reservation drops its list's view, not the landing page), here and, through
 * `onChanged`, on every other instance (docs/decisions/025).
 */
export type TPublicCache = {
  /** An answer kept under a key of the caller's choosing; `ownerId` is whose content it shows. */
  get: (key: string) => { answer: TPublicAnswer; ownerId: string } | undefined;
  /** Keeps an answer, tagged with what it shows, under its key and the exact address it was asked at. */
  set: (
    keys: { key: string; url: string },
    answer: TPublicAnswer,
    shows: { ownerId: string; tags: readonly TPublicTag[] },
    generation: number,
  ) => void;
  /** Taken before a read: an answer read across a clear of one of its tags is not kept. */
  generation: () => number;
  /**
   * Drops the answers with any of these tags: called after a committed write that changed them. The
   * other instances on the same database are told too (onChanged), so none serves the old answer.
   */
  markChanged: (tags: readonly TPublicTag[]) => void;
  /** Drops the answers with any of these tags here only: another instance wrote and said so. */
  dropTagged: (tags: readonly string[]) => void;
  /** Drops every answer here: when what other instances changed may have been missed. */
  dropAll: () => void;
  /**
   * A preValidation hook that sends an answer already made for this exact address before the query
   * string and path are parsed and validated again. With `isSameForSignedIn` false it serves only
   * requests without a session cookie (a signed-in viewer may be the owner, whose view differs).
   */
  answerByUrl: (options: {
    isSameForSignedIn: boolean;
    /**
     * The answer is written in the reader's language (request.language): it is kept, and found, once
     * per language. The route sends it with `sendPublicAnswerInLanguage`.
     */
    isByLanguage?: boolean;
    /** Told of every request answered from the cache this way (a view to count, a header to add). */
    onAnswered?: (request: FastifyRequest, reply: FastifyReply) => void;
  }) => preValidationHookHandler;
};

export function createPublicCache({
  ttlMs,
  onLookup = () => {},
  onChanged,
}: {
  ttlMs: number;
  /**
   * Told whether each lookup found an answer (the metrics). A miss by exact address is not told: the
   * route then looks its answer up by key, and that lookup is the one that counts.
   */
  onLookup?: (isHit: boolean) => void;
  /** Told of the tags each local write changed (to tell the other instances). */
  onChanged?: (tags: readonly TPublicTag[]) => void;
}): TPublicCache {
  const cache = createMicroCache<TPublicAnswer, { ownerId: string }>({ ttlMs, maxEntries: 2000 });
  const toUrlKey = (url: string) => `url:${url}`;
  return {
    get(key) {
      const entry = cache.get(key);
      onLookup(entry !== undefined);
      return entry ? { answer: entry.body, ownerId: entry.meta.ownerId } : undefined;
    },
    set({ key, url }, answer, { ownerId, tags }, generation) {
      // One answer under both keys: each encoding of it is made once, whichever way it is found.
      cache.set(key, answer, { ownerId }, tags, generation);
      cache.set(toUrlKey(url), answer, { ownerId }, tags, generation);
    },
    generation: cache.generation,
    markChanged: (tags) => {
      if (tags.length === 0) return;
      cache.clear(tags);
      onChanged?.(tags);
    },
    dropTagged: (tags) => {
      if (tags.length > 0) cache.clear(tags);
    },
    dropAll: () => cache.clear(),
    answerByUrl:
      ({ isSameForSignedIn, isByLanguage = false, onAnswered }) =>
      (request, reply, done) => {
        const cached =
          isSameForSignedIn || request.headers.cookie === undefined
            ? cache.get(toUrlKey(toAnswerUrl(request, isByLanguage)))
            : undefined;
        if (cached) {
          onLookup(true);
          onAnswered?.(request, reply);
          sendPublicAnswerBytes(reply, cached.body);
          return;
        }
        done();
      },
  };
}

/**
 * The address an answer is kept under besides its key: an answer written in the reader's language is
 * kept once per language ("es:/api/blog"; an address itself always starts with "/").
 */
function toAnswerUrl(request: FastifyRequest, isByLanguage: boolean): string {
  return isByLanguage ? `${request.language}:${request.url}` : request.url;
}

async function sendKeptAnswer(
  publicCache: TPublicCache,
  reply: FastifyReply,
  keys: { key: string; url: string },
  tags: readonly TPublicTag[],
  read: () => Promise<unknown>,
  headers: Record<string, string>,
): Promise<void> {
  const cached = publicCache.get(keys.key);
  if (cached) {
    await sendPublicAnswerBytes(reply.headers(headers), cached.answer);
    return;
  }
  const generation = publicCache.generation();
  const answer = createPublicAnswer(await read());
  publicCache.set(keys, answer, { ownerId: '', tags }, generation);
  await sendPublicAnswerBytes(reply.headers(headers), answer);
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
  /** What the answer shows: the writes that change it drop it. */
  tags: readonly TPublicTag[],
  read: () => Promise<unknown>,
  /** Headers of the answer (not of an error the read throws). */
  headers: Record<string, string> = {},
): Promise<void> {
  await sendKeptAnswer(publicCache, reply, { key, url: request.url }, tags, read, headers);
}

/**
 * `sendPublicAnswer` for an answer that is the same for every reader of one language (the blog's
 * pages, the product catalog): kept once per language, under `key` and the address, each with the
 * language, and said to depend on what the language is read from (`Vary`), so that no browser or
 * shared cache gives one language's answer to a reader of the other. The route's preValidation is
 * `answerByUrl({ ..., isByLanguage: true })`.
 */
export async function sendPublicAnswerInLanguage(
  publicCache: TPublicCache,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  tags: readonly TPublicTag[],
  read: (language: TLocale) => Promise<unknown>,
  /** Headers of the answer (not of an error the read throws). */
  headers: Record<string, string> = {},
): Promise<void> {
  const { language } = request;
  await sendKeptAnswer(
    publicCache,
    reply,
    { key: `${key}:${language}`, url: toAnswerUrl(request, true) },
    tags,
    () => read(language),
    headers,
  );
}
