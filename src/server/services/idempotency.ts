import { createHash } from 'node:crypto';
import { and, eq, lte } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { TDatabase } from '../db/client';
import { idempotencyKeys } from '../db/schema/idempotency';
import { HttpError } from '../plugins/errors';
import type { TClock } from './clock';
import { type TMessage, translate } from './translations';

type TTransaction = Parameters<Parameters<TDatabase['transaction']>[0]>[0];
type TExecutor = TDatabase | TTransaction;

/** How long a key answers its retries with the first answer; after that it names a new action. */
export const IDEMPOTENCY_KEY_HOURS = 24;
const KEY_LIFETIME_MS = IDEMPOTENCY_KEY_HOURS * 60 * 60 * 1000;
/** Says a retry was answered from the first request's answer, not done again. */
export const REPLAYED_HEADER = 'idempotent-replayed';
const KEY_REUSED: TMessage = { key: 'errors.idempotency.keyReused' };
export const KEY_REUSED_MESSAGE = translate('en', KEY_REUSED);
const KEY_BUSY: TMessage = { key: 'errors.idempotency.keyBusy' };

/**
 * What a write that takes a key does inside its own transaction: `claim` first (it throws the first
 * answer when the key was already used for this request), `keep` last, once everything is written.
 */
export type TOnceWrite<TResult> = {
  claim: (tx: TTransaction) => Promise<void>;
  keep: (tx: TTransaction, result: TResult) => Promise<void>;
};

export type TKeyedWrite<TResult> = {
  db: TDatabase;
  clock: TClock;
  userId: string;
  /** The client's key (already validated by the route's header schema); none: the write just runs. */
  key: string | undefined;
  /** Which write this is: a key used on another write is refused like a changed body. */
  route: string;
  /** What was asked (path parameters and body): a retry must ask exactly the same. */
  request: unknown;
  /** The status of the answer, or how the write's result decides it (201 made, 200 changed). */
  statusCode: number | ((result: TResult) => number);
  /** The answer to send, read inside the write's transaction so that a retry gets exactly it. */
  render: (executor: TExecutor, result: TResult) => Promise<unknown>;
};

// Thrown by claim through the write's transaction (which rolls back, having written nothing).
class FirstAnswer extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: unknown,
  ) {
    super('answered before');
  }
}

/** JSON with every object's keys sorted: the same request always gives the same text. */
function toCanonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(toCanonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, inner]) => `${JSON.stringify(name)}:${toCanonicalJson(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function toFingerprint(route: string, request: unknown): string {
  return createHash('sha256')
    .update(`${route}\n${toCanonicalJson(request)}`)
    .digest('base64url');
}

/**
 * Claims `key` for this user in the write's transaction. A key never seen (or last used more than a
 * day ago) is taken and the write goes on. A key another transaction holds makes this one wait
 * (the primary key) until that one commits, so two retries at once make one write; then the first
 * answer is thrown for the route to send again, or 422 when the key was used for another request.
 */
async function claimKey(
  tx: TTransaction,
  keyed: { userId: string; key: string; route: string; fingerprint: string; now: Date },
): Promise<void> {
  const { userId, key, route, fingerprint, now } = keyed;
  const expired = new Date(now.getTime() - KEY_LIFETIME_MS);
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ userId, key, route, fingerprint, createdAt: now })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: { route, fingerprint, createdAt: now, statusCode: null, body: null },
      setWhere: lte(idempotencyKeys.createdAt, expired),
    })
    .returning({ key: idempotencyKeys.key });
  if (claimed.length > 0) return;
  const [first] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  if (first && (first.route !== route || first.fingerprint !== fingerprint)) {
    throw new HttpError(422, KEY_REUSED);
  }
  // Gone between the two statements (purged) or, which the one transaction rules out, unanswered.
  if (!first || first.statusCode === null) throw new HttpError(409, KEY_BUSY);
  throw new FirstAnswer(first.statusCode, first.body);
}

/**
 * Sends the answer of a write that runs at most once per user and key (docs/decisions/027): `write`
 * gets the claim and keep steps to run in its transaction, or nothing when the request has no key.
 * A refused write rolls its claim back with everything else, so its retry is decided afresh.
 */
export async function answerOnce<TResult>(
  reply: FastifyReply,
  keyed: TKeyedWrite<TResult>,
  write: (once: TOnceWrite<TResult> | undefined) => Promise<TResult>,
): Promise<FastifyReply> {
  const { key, render } = keyed;
  const toStatus = (result: TResult) =>
    typeof keyed.statusCode === 'function' ? keyed.statusCode(result) : keyed.statusCode;
  if (!key) {
    const result = await write(undefined);
    return reply.code(toStatus(result)).send(await render(keyed.db, result));
  }
  const fingerprint = toFingerprint(keyed.route, keyed.request);
  let answer: unknown;
  let statusCode = 0;
  const once: TOnceWrite<TResult> = {
    claim: (tx) =>
      claimKey(tx, { userId: keyed.userId, key, route: keyed.route, fingerprint, now: keyed.clock.now() }),
    keep: async (tx, result) => {
      answer = await render(tx, result);
      statusCode = toStatus(result);
      await tx
        .update(idempotencyKeys)
        .set({ statusCode, body: answer })
        .where(and(eq(idempotencyKeys.userId, keyed.userId), eq(idempotencyKeys.key, key)));
    },
  };
  try {
    await write(once);
  } catch (error) {
    if (!(error instanceof FirstAnswer)) throw error;
    return reply.code(error.statusCode).header(REPLAYED_HEADER, 'true').send(error.body);
  }
  return reply.code(statusCode).send(answer);
}

/** Forgets keys past their day (a background job: the same delete from several instances is harmless). */
export async function purgeIdempotencyKeys(db: TDatabase, now: Date): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lte(idempotencyKeys.createdAt, new Date(now.getTime() - KEY_LIFETIME_MS)));
}
