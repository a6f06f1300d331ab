import type { FastifyBaseLogger } from 'fastify';
import { describeBriefly } from '../logging/describe-error';
import { addToCounters, type TRateLimitContext } from './rate-limits';

/** How long hits well under their limit wait, counted here, before they are added to the database. */
export const FLOOD_FLUSH_MS = 100;
// Below this share of its limit a client's hits are batched; above it each hit is counted in the
// database before it is answered, so that instances agree exactly where it matters.
const BATCHED_SHARE = 0.25;
// A window the database answers that ends later than ours by more than this is a new window.
const WINDOW_TOLERANCE_MS = 50;

type TEntry = {
  /** The count across every instance, as the database last answered it. */
  shared: number;
  /** Hits counted here, not yet sent. */
  pending: number;
  /** Hits sent, whose answer has not come back. */
  inFlight: number;
  resetAt: number;
  windowMs: number;
};

type TCount = { count: number; ttlMs: number };

export type TSharedFloodCounter = {
  /**
   * Counts one hit on `key`; answers the count across instances and the time left in its window, at
   * once while the client is far under its limit or over it, after the database otherwise.
   */
  hit: (key: string, windowMs: number, max: number) => TCount | Promise<TCount>;
  peek: (key: string) => TCount;
  /** Sends the batched hits now (tests; the counter does so by itself every FLOOD_FLUSH_MS). */
  flush: () => Promise<void>;
  stop: () => void;
};

type TBatch = Array<{ key: string; entry: TEntry; count: number }>;

const countKnown = (entry: TEntry) => entry.shared + entry.pending + entry.inFlight;

function readEntry(entries: Map<string, TEntry>, key: string, windowMs: number, now: number): TEntry {
  const entry = entries.get(key);
  if (entry && entry.resetAt > now) return entry;
  const fresh = { shared: 0, pending: 0, inFlight: 0, resetAt: now + windowMs, windowMs };
  entries.set(key, fresh);
  return fresh;
}

/** The database's count and window for an entry: a later window is a new one, else the larger count. */
function adopt(entry: TEntry, count: number, ttlMs: number, now: number): void {
  const resetAt = now + ttlMs;
  entry.shared = resetAt > entry.resetAt + WINDOW_TOLERANCE_MS ? count : Math.max(entry.shared, count);
  entry.resetAt = resetAt;
}

/** The sent hits arrived: each entry still counted here takes the database's answer. */
function adoptAnswers(
  entries: Map<string, TEntry>,
  batch: TBatch,
  rows: Array<{ key: string; count: number; ttlMs: number }>,
  now: number,
): void {
  for (const item of batch) item.entry.inFlight -= item.count;
  for (const row of rows) {
    const entry = batch.find((item) => item.key === row.key)?.entry;
    if (entry && entries.get(row.key) === entry) adopt(entry, row.count, row.ttlMs, now);
  }
}

/** The sent hits did not arrive: they wait with the next batch. */
function returnToPending(batch: TBatch): void {
  for (const item of batch) {
    item.entry.inFlight -= item.count;
    item.entry.pending += item.count;
  }
}

/** Forgets the entries whose window ended and takes the hits waiting in the others. */
function takeBatch(entries: Map<string, TEntry>, now: number): TBatch {
  const batch: TBatch = [];
  for (const [key, entry] of entries) {
    if (entry.resetAt <= now && entry.inFlight === 0) entries.delete(key);
    else if (entry.pending > 0) {
      batch.push({ key, entry, count: entry.pending });
      entry.pending = 0;
    }
  }
  return batch;
}

/**
 * The general flood limit and per-route limits counted once across every instance on one PostgreSQL
 * (docs/decisions/025). A client far under its limit costs no database round trip: its hits are
 * summed here and added in one statement for all clients every FLOOD_FLUSH_MS. Past a quarter of
 * the limit each hit is counted in the database before it is answered; past the limit the client is
 * refused from memory until its window ends, so a flood costs the database at most `max` statements
 * per client and window.
 */
export function createSharedFloodCounter(
  counters: TRateLimitContext,
  log: FastifyBaseLogger,
): TSharedFloodCounter {
  const entries = new Map<string, TEntry>();
  let timer: NodeJS.Timeout | undefined;
  let isFlushing = false;
  let isFailing = false;

  async function send(batch: TBatch): Promise<boolean> {
    for (const item of batch) item.entry.inFlight += item.count;
    try {
      const rows = await addToCounters(
        counters,
        batch.map(({ key, count, entry }) => ({ key, count, windowMs: entry.windowMs })),
      );
      adoptAnswers(entries, batch, rows, counters.clock.now().getTime());
      if (isFailing) log.info('flood counts are shared again');
      isFailing = false;
      return true;
    } catch (error) {
      // Counted here until the database answers again: the limit then holds per instance.
      returnToPending(batch);
      if (!isFailing) {
        log.warn({ reason: describeBriefly(error) }, 'flood counts cannot be shared, counting per instance');
      }
      isFailing = true;
      return false;
    }
  }

  function schedule(): void {
    if (timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void flush();
    }, FLOOD_FLUSH_MS);
    timer.unref();
  }

  async function flush(): Promise<void> {
    if (isFlushing) return;
    isFlushing = true;
    const batch = takeBatch(entries, counters.clock.now().getTime());
    try {
      if (batch.length > 0) await send(batch);
    } finally {
      isFlushing = false;
    }
    if ([...entries.values()].some((entry) => entry.pending > 0)) schedule();
  }

  async function countNow(key: string, entry: TEntry): Promise<TCount> {
    const count = entry.pending + 1;
    entry.pending = 0;
    const isSent = await send([{ key, entry, count }]);
    if (!isSent) schedule();
    const ttlMs = Math.max(0, entry.resetAt - counters.clock.now().getTime());
    return { count: isSent ? entry.shared : countKnown(entry), ttlMs };
  }

  return {
    hit(key, windowMs, max) {
      const now = counters.clock.now().getTime();
      const entry = readEntry(entries, key, windowMs, now);
      const count = countKnown(entry);
      if (count >= max) return { count: count + 1, ttlMs: entry.resetAt - now };
      // The common case answers at once, without a promise: this runs on every request.
      if (count + 1 <= max * BATCHED_SHARE) {
        entry.pending += 1;
        schedule();
        return { count: count + 1, ttlMs: entry.resetAt - now };
      }
      return countNow(key, entry);
    },
    peek(key) {
      const entry = entries.get(key);
      const now = counters.clock.now().getTime();
      if (!entry || entry.resetAt <= now) return { count: 0, ttlMs: 0 };
      return { count: countKnown(entry), ttlMs: entry.resetAt - now };
    },
    flush,
    stop() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
