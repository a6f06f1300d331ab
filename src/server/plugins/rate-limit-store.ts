// @ts-expect-error: the plugin's bundled store has no type declarations
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import { incrementCounter, peekCounter, type TRateLimitContext } from '../services/rate-limits';
import type { TSharedFloodCounter } from '../services/shared-flood-counter';

type TIncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

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
// child(). Routes marked `isShared` (sign-in, sign-up, ...) count every hit in the database before
// answering, timed by the app's clock. The flood limit and the other routes' limits are counted by
// `flood` when the app runs on PostgreSQL (once across every instance, without a round trip per
// request while a client is far under its limit), and in memory on the embedded database, which
// has one process.
export function createRateLimitStore(counters: TRateLimitContext, flood: TSharedFloodCounter | null) {
  return class HybridRateLimitStore {
    private readonly prefix: string;
    private readonly local: TLocalStore | null;
    private readonly isShared: boolean;

    constructor(options: object = {}) {
      const params = options as TStoreParams;
      const route = params.routeInfo;
      this.prefix = route ? `${route.method ?? ''} ${route.url ?? ''}|` : 'global|';
      this.isShared = params.isShared === true;
      this.local =
        this.isShared || flood
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
      const onFailed = (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)));
      if (!this.isShared && flood) {
        const counted = flood.hit(`${this.prefix}${key}`, timeWindow, max);
        if (counted instanceof Promise) {
          counted.then(({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }), onFailed);
        } else {
          callback(null, { current: counted.count, ttl: counted.ttlMs });
        }
        return;
      }
      this.increment(`${this.prefix}${key}`, timeWindow).then((result) => callback(null, result), onFailed);
    }

    read(key: string, callback: TIncrCallback, timeWindow: number, max: number): void {
      if (this.local) {
        this.local.read(key, callback, timeWindow, max);
        return;
      }
      if (!this.isShared && flood) {
        const { count, ttlMs } = flood.peek(`${this.prefix}${key}`);
        callback(null, { current: count, ttl: ttlMs });
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

    private increment(key: string, timeWindow: number): Promise<{ current: number; ttl: number }> {
      return incrementCounter(counters, key, timeWindow).then(({ count, ttlMs }) => ({
        current: count,
        ttl: ttlMs,
      }));
    }

    private peek(key: string): Promise<{ current: number; ttl: number }> {
      return peekCounter(counters, key).then(({ count, ttlMs }) => ({ current: count, ttl: ttlMs }));
    }
  };
}
