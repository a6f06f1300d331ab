// The servers `npm run bench` measures: a bare Fastify route (the reference), and the Kindlist app twice on
// one database: once as deployed, and once with a public cache that keeps nothing (its answers are misses).
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp, type TBuildAppOptions, type TKindlistApp } from '#server/app';
import type { TConfig } from '#server/config';
import type { TDatabaseHandle } from '#server/db/client';
import { createLoggerOptions } from '#server/logging/logger-options';
import { prepareServer } from '#server/start';

const NEVER_REACHED = 1e9;

/**
 * The limits that would refuse a load, raised so far that they never do; they still run on every
 * request, as in production, so their cost is measured. The rate limiter counts every request; the
 * donors' limits count each donor's reservations and gifts (the reserve target's 32 donors each reserve
 * thousands of times a run, where a real donor may 20 times a day). Sign-up answers are not held to
 * their usual half-second floor: the bench signs its donors up before it measures anything.
 */
export const BENCH_APP_OPTIONS = {
  rateLimits: { globalMax: NEVER_REACHED, authMax: NEVER_REACHED },
  donorLimits: {
    activeReservations: NEVER_REACHED,
    openGiftsPerList: NEVER_REACHED,
    openGifts: NEVER_REACHED,
    reservationsPerDay: NEVER_REACHED,
    purchaseReportsPerDay: NEVER_REACHED,
    addressListsPerDay: NEVER_REACHED,
  },
  authAnswerFloor: { floorMs: 0 },
} satisfies Pick<TBuildAppOptions, 'rateLimits' | 'donorLimits' | 'authAnswerFloor'>;

export type TBenchApps = {
  /** The app as deployed (its public cache on). */
  app: TKindlistApp;
  database: TDatabaseHandle;
  urls: { bare: string; app: string; cold: string };
  close: () => Promise<void>;
};

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server did not report a TCP port');
  return `http://127.0.0.1:${address.port}`;
}

/** Starts the three servers on 127.0.0.1 (the database as `config` says: DATABASE_URL, else PGlite). */
export async function startBenchApps(config: TConfig): Promise<TBenchApps> {
  let bare: FastifyInstance | undefined;
  let app: TKindlistApp | undefined;
  let coldApp: TKindlistApp | undefined;
  let database: TDatabaseHandle | undefined;
  const close = async () => {
    await coldApp?.close().catch(() => {});
    await app?.close().catch(() => {});
    await bare?.close().catch(() => {});
    await database?.close().catch(() => {});
  };
  try {
    bare = Fastify({ logger: false });
    bare.get('/', async () => ({ status: 'ok' }));
    const bareUrl = await listen(bare);
    const appOptions = {
      // The production logger (same level, redaction and serializers), written to /dev/null so its
      // cost is measured without flooding the terminal.
      logger: { ...(createLoggerOptions(config.logLevel) as object), file: '/dev/null' },
      ...BENCH_APP_OPTIONS,
    };
    ({ app, database } = await prepareServer(config, appOptions));
    const appUrl = await listen(app);
    coldApp = await buildApp({
      config,
      database,
      ...appOptions,
      publicCacheTtlMs: 0,
      isBackgroundWorkOnTimers: false,
    });
    const coldUrl = await listen(coldApp);
    return { app, database, urls: { bare: bareUrl, app: appUrl, cold: coldUrl }, close };
  } catch (error) {
    await close();
    throw error;
  }
}
