import { sql } from 'drizzle-orm';
import { DomainError, tooManyRequests } from '#server/domain/domain-error';
import type { TMessage } from '#server/services/translations';
import type { TDatabase } from '../db/client';
import type { TClock } from './clock';

/** What the counters need: the database that holds them and the app's clock that times their windows. */
export type TRateLimitContext = { db: TDatabase; clock: TClock };

type TCounterRow = { count: number | string; ttl: number | string | null };

// Counters past their window are deleted this long after it ended (now and then, by any instance).
const KEEP_ENDED_COUNTERS_MS = 60 * 60 * 1000;

// node-postgres and PGlite both answer raw queries with { rows }.
function readFirstRow(result: unknown): TCounterRow | undefined {
  return (result as { rows: TCounterRow[] }).rows[0];
}

function toTimestamp(at: Date) {
  return sql`${at.toISOString()}::timestamptz`;
}

/**
 * Counts one hit on `key` in a fixed window kept in the database (shared by every instance). The
 * window is timed by the app's clock, never the database's, so every instance and test agree on it.
 */
export async function incrementCounter(
  { db, clock }: TRateLimitContext,
  key: string,
  windowMs: number,
): Promise<{ count: number; ttlMs: number }> {
  const now = clock.now();
  const resetAt = new Date(now.getTime() + Math.max(1, Math.round(windowMs)));
  const result = await db.execute(sql`
    insert into rate_limits (key, count, reset_at)
    values (${key}, 1, ${toTimestamp(resetAt)})
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= ${toTimestamp(now)} then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= ${toTimestamp(now)} then excluded.reset_at else rate_limits.reset_at end
    returning count, ceil(extract(epoch from (reset_at - ${toTimestamp(now)})) * 1000) as ttl`);
  if (Math.random() < 0.01) {
    const cutoff = new Date(now.getTime() - KEEP_ENDED_COUNTERS_MS);
    await db.execute(sql`delete from rate_limits where reset_at < ${toTimestamp(cutoff)}`);
  }
  const row = readFirstRow(result);
  return { count: Number(row?.count ?? 1), ttlMs: Math.max(0, Number(row?.ttl ?? windowMs)) };
}

/**
 * Adds the hits counted since the last call to each key's window in one statement (the flood
 * limit's batches, services/shared-flood-counter.ts), and answers each key's count across every
 * instance and the time left in its window.
 */
export async function addToCounters(
  { db, clock }: TRateLimitContext,
  hits: ReadonlyArray<{ key: string; count: number; windowMs: number }>,
): Promise<Array<{ key: string; count: number; ttlMs: number }>> {
  if (hits.length === 0) return [];
  const now = clock.now();
  const rows = JSON.stringify(
    // Sorted by key: every instance locks the rows it adds to in one order, so two flushes of the same
    // networks wait for each other instead of deadlocking.
    [...hits]
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
      .map((hit) => ({
        key: hit.key,
        count: hit.count,
        reset_at: new Date(now.getTime() + Math.max(1, Math.round(hit.windowMs))).toISOString(),
      })),
  );
  const result = await db.execute(sql`
    insert into rate_limits (key, count, reset_at)
    select key, count, reset_at
    from jsonb_to_recordset(${rows}::jsonb) as hit(key text, count int, reset_at timestamptz)
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= ${toTimestamp(now)} then excluded.count else rate_limits.count + excluded.count end,
      reset_at = case when rate_limits.reset_at <= ${toTimestamp(now)} then excluded.reset_at else rate_limits.reset_at end
    returning key, count, ceil(extract(epoch from (reset_at - ${toTimestamp(now)})) * 1000) as ttl`);
  const counted = (result as { rows: Array<TCounterRow & { key: string }> }).rows;
  return counted.map((row) => ({
    key: row.key,
    count: Number(row.count),
    ttlMs: Math.max(0, Number(row.ttl ?? 0)),
  }));
}

/** Takes back one hit on `key` (an attempt that turned out not to count), within its current window. */
export async function refundCounter({ db, clock }: TRateLimitContext, key: string): Promise<void> {
  await db.execute(sql`
    update rate_limits set count = count - 1
    where key = ${key} and count > 0 and reset_at > ${toTimestamp(clock.now())}`);
}

/** Forgets `key` altogether (its window starts afresh with the next hit). */
export async function resetCounter({ db }: TRateLimitContext, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

export async function peekCounter(
  { db, clock }: TRateLimitContext,
  key: string,
): Promise<{ count: number; ttlMs: number }> {
  const now = toTimestamp(clock.now());
  const result = await db.execute(sql`
    select count, ceil(extract(epoch from (reset_at - ${now})) * 1000) as ttl
    from rate_limits where key = ${key} and reset_at > ${now}`);
  const row = readFirstRow(result);
  return { count: Number(row?.count ?? 0), ttlMs: Math.max(0, Number(row?.ttl ?? 0)) };
}

export class RateLimitedError extends DomainError {
  constructor(retryAfterSeconds: number, message: TMessage = tooManyRequests(retryAfterSeconds)) {
    super('too-many', message, { retryAfterSeconds });
  }
}

/** The Retry-After, in whole seconds, of a window that ends in `ttlMs`. */
export function toRetryAfterSeconds(ttlMs: number): number {
  return Math.max(1, Math.ceil(ttlMs / 1000));
}

/** Counts one use of `key` and throws a 429 once it has been used more than `max` times in the window. */
export async function consumeRateLimit(
  context: TRateLimitContext,
  key: string,
  max: number,
  windowMs: number,
): Promise<void> {
  const { count, ttlMs } = await incrementCounter(context, key, windowMs);
  if (count > max) throw new RateLimitedError(toRetryAfterSeconds(ttlMs));
}
