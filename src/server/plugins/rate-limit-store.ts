// @ts-expect-error: the plugin's bundled store has no type declarations
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import { sql } from 'drizzle-orm';
import type { TDatabase } from '../db/client';

type TIncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

type TCounterRow = { count: number | string; ttl: number | string | null };

// node-postgres and PGlite both answer raw queries with { rows }.
function readFirstRow(result: unknown): TCounterRow | undefined {
  return (result as { rows: TCounterRow[] }).rows[0];
}

type TStoreParams = {
  routeInfo?: { method?: string; url?: string };
  /** Set in a route's `config.rateLimit` to keep its counters in the database. */
  isShared?: boolean;
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
};

type TLocalStore = {
  incr: (key: string, callback: TIncrCallback, timeWindow: number, max: number) => void;
  read: (key: string, callback: TIncrCallback, timeWindow: number, max: number) => void;
};

// @fastify/rate-limit takes one store class for the whole app and derives each route's store with
// child(). This one keeps counters in memory by default (flood protection per instance, no database
// round trip per request) and in the database for routes marked `isShared` (sign-in, sign-up, ...),
// so those limits hold across every instance behind a load balancer.
export function createRateLimitStore(db: TDatabase) {
  return class HybridRateLimitStore {
    private readonly prefix: string;
    private readonly local: TLocalStore | null;

    constructor(options: object = {}) {
      const params = options as TStoreParams;
      const route = params.routeInfo;
      this.prefix = route ? `${route.method ?? ''} ${route.url ?? ''}|` : 'global|';
      this.local = params.isShared
        ? null
        : (new LocalStore(
            params.continueExceeding ?? false,
            params.exponentialBackoff ?? false,
          ) as TLocalStore);
    }

    incr(key: string, callback: TIncrCallback, timeWindow: number, max: number): void {
      if (this.local) {
        this.local.incr(key, callback, timeWindow, max);
        return;
      }
      this.increment(`${this.prefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    read(key: string, callback: TIncrCallback, timeWindow: number, max: number): void {
      if (this.local) {
        this.local.read(key, callback, timeWindow, max);
        return;
      }
      this.peek(`${this.prefix}${key}`).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(options: object) {
      return new HybridRateLimitStore(options);
    }

    private async increment(key: string, timeWindow: number): Promise<{ current: number; ttl: number }> {
      const interval = `${Math.max(1, Math.round(timeWindow))} milliseconds`;
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
      return { current: Number(row?.count ?? 1), ttl: Math.max(0, Number(row?.ttl ?? timeWindow)) };
    }

    private async peek(key: string): Promise<{ current: number; ttl: number }> {
      const result = await db.execute(sql`
        select count, ceil(extract(epoch from (reset_at - now())) * 1000) as ttl
        from rate_limits where key = ${key} and reset_at > now()`);
      const row = readFirstRow(result);
      return { current: Number(row?.count ?? 0), ttl: Math.max(0, Number(row?.ttl ?? 0)) };
    }
  };
}
