import type { TPoolUse } from '../services/metrics';

/** Told how long each statement took, in seconds. */
export type TQueryObserver = (seconds: number) => void;

type TQueryFunction = (...args: unknown[]) => unknown;

/**
 * Wraps a driver's `query` so that the statement's time reaches the observer once it answers: a
 * trailing callback (how node-postgres' pool calls its clients) or a returned promise. The cost is a
 * clock reading and a closure per statement; with no observer the statement is only passed on.
 */
export function timeQueryFunction(query: TQueryFunction, readObserver: () => TQueryObserver | undefined) {
  return (...args: unknown[]): unknown => {
    const observe = readObserver();
    if (!observe) return query(...args);
    const started = performance.now();
    const done = () => observe((performance.now() - started) / 1000);
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (...results: unknown[]) => {
        done();
        return (callback as TQueryFunction)(...results);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) result.then(done, done);
    return result;
  };
}

/** Replaces `target.query` with a timed one (drivers' clients and PGlite's transaction objects). */
export function timeQueries(target: object, readObserver: () => TQueryObserver | undefined): void {
  const holder = target as { query: TQueryFunction };
  holder.query = timeQueryFunction(holder.query.bind(target), readObserver);
}

/**
 * PGlite runs one statement at a time on its one connection: the others wait their turn, so "waiting"
 * is the statements under way beyond the first.
 */
export function toPgliteUse(inFlight: number, isClosed: boolean): TPoolUse {
  if (isClosed) return { total: 0, idle: 0, waiting: 0 };
  return { total: 1, idle: inFlight === 0 ? 1 : 0, waiting: Math.max(0, inFlight - 1) };
}
