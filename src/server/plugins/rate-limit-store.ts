// @ts-expect-error: the plugin's bundled store has no type declarations
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import { incrementCounter, peekCounter, type TRateLimitContext } from '../domain/rate-limits';

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
// child(). This one keeps counters in memory by default (flood protection per instance, no database
// round trip per request) and in the database for routes marked `isShared` (sign-in, sign-up, ...),
// so those limits hold across every instance behind a load balancer, timed by the app's clock.
export function createRateLimitStore(counters: TRateLimitContext) {
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
