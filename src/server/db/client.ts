import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import type { TPoolUse } from '../services/metrics';
import { type TQueryObserver, timeQueries, toPgliteUse } from './query-timing';
import { schema, type TSchema } from './schema';

export type TDatabase = PgDatabase<PgQueryResultHKT, TSchema>;

export type TDatabaseHandle = {
  db: TDatabase;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  ping: () => Promise<number>;
  close: () => Promise<void>;
  /** Open, idle and awaited connections, for the metrics. */
  readPoolUse: () => TPoolUse;
  /** Tells `observe` how long every statement takes from now on (the metrics; one observer a handle). */
  setQueryObserver: (observe: TQueryObserver) => void;
  /**
   * PostgreSQL only: opens a connection of its own, outside the pool (a LISTEN must keep one), named
   * `name` in pg_stat_activity.
   */
  connectOwnClient?: (name: string) => Promise<pg.Client>;
};

export const MIGRATIONS_FOLDER = MIGRATIONS_DIR;

// Any fixed number works; every instance must use the same one so that only one migrates at a time.
const MIGRATION_LOCK_ID = 7_310_421;

async function measure(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return Math.round((performance.now() - started) * 100) / 100;
}

export async function openPostgres(
  databaseUrl: string,
  migrationsFolder = MIGRATIONS_FOLDER,
): Promise<TDatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  let queryObserver: TQueryObserver | undefined;
  // Every client the pool opens: pool.query and transactions both reach the server through one.
  pool.on('connect', (client) => timeQueries(client, () => queryObserver));
  const db = drizzleNodePg(pool, { schema, casing: 'snake_case' }) as unknown as TDatabase;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        try {
          await migrateNodePg(drizzleNodePg(client, { casing: 'snake_case' }), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
        }
      } finally {
        client.release();
      }
    },
    ping: () => measure(() => pool.query({ text: 'select 1', query_timeout: 3000 } as pg.QueryConfig)),
    close: () => pool.end(),
    readPoolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    setQueryObserver(observe) {
      queryObserver = observe;
    },
    async connectOwnClient(name) {
      const client = new pg.Client({
        connectionString: databaseUrl,
        connectionTimeoutMillis: 3000,
        // A server or network that vanishes without closing the connection is noticed too.
        keepAlive: true,
        application_name: name,
      });
      await client.connect();
      return client;
    },
  };
}

export class DatabaseInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is in use by another Kindlist process (pid ${pid}). ` +
        'Stop it first: the embedded database can be opened by one process at a time.',
    );
    this.name = 'DatabaseInUseError';
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

// PGlite has no locking of its own and two processes writing one data folder corrupt it, so the
// folder is claimed with a pid file; a stale file (its process is gone) is taken over.
export function claimDataDir(dataDir: string): () => void {
  const lockPath = path.join(dataDir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isProcessAlive(owner)) {
        throw new DatabaseInUseError(dataDir, owner);
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not claim ${lockPath}`);
}

export async function openPglite(
  dataDir: string | undefined,
  migrationsFolder = MIGRATIONS_FOLDER,
): Promise<TDatabaseHandle> {
  let dbDir: string | undefined;
  let release = () => {};
  if (dataDir) {
    dbDir = path.join(dataDir, 'pglite');
    mkdirSync(dbDir, { recursive: true });
    release = claimDataDir(dataDir);
  }
  // pg_trgm lets product search forgive typos (services/text-search.ts); PGlite ships it as a bundle.
  const options = { extensions: { pg_trgm } };
  const client = dbDir ? new PGlite(dbDir, options) : new PGlite(options);
  try {
    await client.waitReady;
  } catch (error) {
    release();
    throw error;
  }
  let queryObserver: TQueryObserver | undefined;
  let inFlight = 0;
  trackPgliteStatements(client, () => queryObserver, {
    onStart: () => inFlight++,
    onEnd: () => inFlight--,
  });
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as TDatabase;
  let isClosed = false;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite(client, { casing: 'snake_case' }), { migrationsFolder });
    },
    ping: () =>
      measure(async () => {
        if (isClosed) throw new Error('database is closed');
        // exec: the simple protocol, half the cost of a prepared query in PGlite.
        await client.exec('select 1');
      }),
    async close() {
      if (isClosed) return;
      isClosed = true;
      try {
        await client.close();
      } finally {
        release();
      }
    },
    readPoolUse: () => toPgliteUse(inFlight, isClosed),
    setQueryObserver(observe) {
      queryObserver = observe;
    },
  };
}

type TPgliteRun = (...args: unknown[]) => Promise<unknown>;

// Statements outside a transaction, and whole transactions, count as under way (PGlite queues the
// rest); each statement, inside a transaction or not, is timed.
function trackPgliteStatements(
  client: PGlite,
  readObserver: () => TQueryObserver | undefined,
  counter: { onStart: () => void; onEnd: () => void },
): void {
  const counted =
    (run: TPgliteRun): TPgliteRun =>
    (...args) => {
      counter.onStart();
      const result = run(...args);
      result.then(counter.onEnd, counter.onEnd);
      return result;
    };
  const holder = client as unknown as { query: TPgliteRun; transaction: TPgliteRun };
  timeQueries(holder, readObserver);
  holder.query = counted(holder.query);
  const transaction = client.transaction.bind(client) as unknown as (
    run: (tx: object) => Promise<unknown>,
  ) => Promise<unknown>;
  holder.transaction = counted((...args) => {
    const run = args[0] as (tx: object) => Promise<unknown>;
    return transaction((tx) => {
      timeQueries(tx, readObserver);
      return run(tx);
    });
  });
}

export function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<TDatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

/** The rows of a raw `db.execute` answer: node-postgres and PGlite both put them under `rows`. */
export function toRows<TRow>(result: unknown): TRow[] {
  return (result as { rows: TRow[] }).rows;
}
