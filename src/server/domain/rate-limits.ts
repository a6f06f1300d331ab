import { sql } from 'drizzle-orm';
import type { TDatabase } from '../db/client';
import { formatTooManyRequests, HttpError } from '../plugins/errors';

type TCounterRow = { count: number | string; ttl: number | string | null };

// node-postgres and PGlite both answer raw queries with { rows }.
function readFirstRow(result: unknown): TCounterRow | undefined {
  return (result as { rows: TCounterRow[] }).rows[0];
}

/** Counts one hit on `key` in a fixed window kept in the database (shared by every instance). */
export async function incrementCounter(
  db: TDatabase,
  key: string,
  windowMs: number,
): Promise<{ count: number; ttlMs: number }> {
  const interval = `${Math.max(1, Math.round(windowMs))} milliseconds`;
  const result = await db.execute(sql`
    insert into rate_limits (key, count, reset_at)
    values (${key}, 1, now() + ${interval}::interval)
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then now() + ${interval}::interval else rate_limits.reset_at end
    returning count, ceil(extract(epoch from (reset_at - now())) * 1000) as ttl`);
  if (Math.random() < 0.01) {
    await db.execute(sql`delete from rate_limits where reset_at < now() - interval '1 hour'`);
  }
  const row = readFirstRow(result);
  return { count: Number(row?.count ?? 1), ttlMs: Math.max(0, Number(row?.ttl ?? windowMs)) };
}

export async function peekCounter(db: TDatabase, key: string): Promise<{ count: number; ttlMs: number }> {
  const result = await db.execute(sql`
    select count, ceil(extract(epoch from (reset_at - now())) * 1000) as ttl
    from rate_limits where key = ${key} and reset_at > now()`);
  const row = readFirstRow(result);
  return { count: Number(row?.count ?? 0), ttlMs: Math.max(0, Number(row?.ttl ?? 0)) };
}

export class RateLimitedError extends HttpError {
  constructor(retryAfterSeconds: number) {
    super(429, formatTooManyRequests(retryAfterSeconds), retryAfterSeconds);
  }
}

/**
 * A per-account limit (the route's per-address limit is separate): throws a 429 once `key` has been
 * used more than `max` times in the window.
 */
export async function consumeRateLimit(
  db: TDatabase,
  key: string,
  max: number,
  windowMs: number,
): Promise<void> {
  const { count, ttlMs } = await incrementCounter(db, key, windowMs);
  if (count > max) throw new RateLimitedError(Math.max(1, Math.ceil(ttlMs / 1000)));
}

const HOUR_MS = 60 * 60 * 1000;
// Per-account limits of the auth routes (per-address limits come from each route's rateLimit config).
const ACCOUNT_LIMITS = {
  'sign-in': { max: 10, windowMs: 15 * 60 * 1000 },
  'sign-up': { max: 3, windowMs: HOUR_MS },
  'reset-request': { max: 3, windowMs: HOUR_MS },
  'verification-resend': { max: 3, windowMs: HOUR_MS },
} as const;

export function consumeAccountLimit(
  db: TDatabase,
  action: keyof typeof ACCOUNT_LIMITS,
  account: string,
): Promise<void> {
  const { max, windowMs } = ACCOUNT_LIMITS[action];
  return consumeRateLimit(db, `${action}:${account}`, max, windowMs);
}
