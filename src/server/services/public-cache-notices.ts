import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { TDatabaseHandle } from '../db/client';
import { describeBriefly } from '../logging/describe-error';

/** The PostgreSQL channel on which instances say which public answers a write changed. */
export const PUBLIC_CACHE_CHANNEL = 'kindlist_public_cache';

/** How the listening connection is named in pg_stat_activity. */
export const PUBLIC_CACHE_LISTENER_NAME = 'kindlist-public-cache-notices';

// NOTIFY payloads are capped at 8000 bytes; a longer list of tags is sent as "everything changed".
const MAX_PAYLOAD_BYTES = 7000;
// Waits before each new attempt to listen again after the connection was lost (the last repeats).
const RECONNECT_DELAYS_MS = [100, 500, 1000, 2000, 5000];

type TNotice = { from: string; tags: string[] | null };

export type TPublicCacheNoticeHandlers = {
  /** Another instance changed what these tags show. */
  onTags: (tags: readonly string[]) => void;
  /** Notices may have been missed (the connection was lost): nothing cached can be trusted. */
  onMissed: () => void;
};

/**
 * Tells every instance on one PostgreSQL which public answers a write changed (LISTEN/NOTIFY on a
 * connection of its own, outside the pool), so that none serves an answer another instance made
 * stale. On the embedded database there is one process: nothing to tell, `publish` does nothing.
 */
export type TPublicCacheNotices = {
  publish: (tags: readonly string[]) => void;
  /** Starts listening; resolves after the first attempt (a failed one is retried in the background). */
  listen: (handlers: TPublicCacheNoticeHandlers) => Promise<void>;
  stop: () => Promise<void>;
  /** Whether notices are being received now (false on the embedded database). */
  isListening: () => boolean;
};

function toPayload(from: string, tags: readonly string[]): string {
  const payload = JSON.stringify({ from, tags: [...tags] } satisfies TNotice);
  return Buffer.byteLength(payload) <= MAX_PAYLOAD_BYTES
    ? payload
    : JSON.stringify({ from, tags: null } satisfies TNotice);
}

function readNotice(payload: string | undefined): TNotice | null {
  try {
    const notice = JSON.parse(payload ?? '') as Partial<TNotice>;
    if (typeof notice.from !== 'string') return null;
    const tags = Array.isArray(notice.tags) ? notice.tags.filter((tag) => typeof tag === 'string') : null;
    return { from: notice.from, tags };
  } catch {
    return null;
  }
}

export function createPublicCacheNotices(
  database: TDatabaseHandle,
  log: FastifyBaseLogger,
): TPublicCacheNotices {
  const connectOwnClient = database.connectOwnClient;
  if (database.kind !== 'postgres' || !connectOwnClient) {
    return { publish: () => {}, listen: async () => {}, stop: async () => {}, isListening: () => false };
  }
  const connect = connectOwnClient;
  // An instance skips its own notices: its cache dropped those answers before it published.
  const instanceId = randomUUID();
  let client: pg.Client | null = null;
  let isStopped = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;
  // One warning when listening stops and one line when it works again, however many attempts between.
  let isLossLogged = false;

  function logLoss(message: string, error: unknown): void {
    if (isStopped || isLossLogged) return;
    isLossLogged = true;
    log.warn({ reason: error === undefined ? 'closed' : describeBriefly(error) }, message);
  }

  function scheduleReconnect(handlers: TPublicCacheNoticeHandlers): void {
    if (isStopped || retry) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)] ?? 5000;
    failures += 1;
    retry = setTimeout(() => {
      retry = undefined;
      void open(handlers, true);
    }, delay);
    retry.unref();
  }

  async function open(handlers: TPublicCacheNoticeHandlers, isReconnect: boolean): Promise<void> {
    let opened: pg.Client | null = null;
    try {
      opened = await connect(PUBLIC_CACHE_LISTENER_NAME);
      const current = opened;
      const onLost = (error?: Error) => {
        if (client !== current) return;
        client = null;
        logLoss('public cache notices: connection lost, reconnecting', error);
        current.end().catch(() => {});
        scheduleReconnect(handlers);
      };
      current.on('error', onLost);
      current.on('end', () => onLost());
      current.on('notification', (message) => {
        const notice = readNotice(message.payload);
        if (!notice || notice.from === instanceId) return;
        if (notice.tags === null) handlers.onMissed();
        else handlers.onTags(notice.tags);
      });
      await current.query(`listen ${PUBLIC_CACHE_CHANNEL}`);
      if (isStopped) {
        await current.end();
        return;
      }
      client = current;
      failures = 0;
      // Whatever other instances changed while this one was not listening is unknown.
      if (isReconnect) {
        handlers.onMissed();
        if (isLossLogged) log.info('public cache notices: listening again, cache cleared');
        isLossLogged = false;
      }
    } catch (error) {
      opened?.end().catch(() => {});
      logLoss('public cache notices: cannot listen, retrying', error);
      scheduleReconnect(handlers);
    }
  }

  return {
    publish(tags) {
      database.db
        .execute(sql`select pg_notify(${PUBLIC_CACHE_CHANNEL}, ${toPayload(instanceId, tags)})`)
        .catch((error: unknown) =>
          log.warn(
            { reason: describeBriefly(error) },
            'public cache notices: other instances could not be told',
          ),
        );
    },
    listen: (handlers) => open(handlers, false),
    async stop() {
      isStopped = true;
      clearTimeout(retry);
      const current = client;
      client = null;
      // A connection to a frozen server may never say goodbye: the stop does not wait past a second.
      await Promise.race([
        current?.end().catch(() => {}),
        new Promise<void>((resolve) => setTimeout(resolve, 1000).unref()),
      ]);
    },
    isListening: () => client !== null,
  };
}
