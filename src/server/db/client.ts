import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
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
import { DEFAULT_POSTGRES_TIMEOUTS, type TPostgresTimeouts } from './timeouts';

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

// A frozen or unreachable server cannot apply its own timeouts, so the driver gives up on an answer a
// little after the server would have: a request holding a pooled connection waits a bounded time.
const CLIENT_SIDE_MARGIN_MS = 2000;
// Waiting for a pooled connection, or for a new one to be set up, gives up after this long.
const CONNECTION_TIMEOUT_MS = 3000;

function hasUnansweredQuery(client: pg.PoolClient): boolean {
  // node-postgres has no public accessor for the query on the wire (activeQuery is deprecated).
  const readActiveQuery = (client as unknown as { _getActiveQuery?: () => unknown })._getActiveQuery;
  return typeof readActiveQuery === 'function' && Boolean(readActiveQuery.call(client));
}

export async function openPostgres(
  databaseUrl: string,
  migrationsFolder = MIGRATIONS_FOLDER,
  timeouts: TPostgresTimeouts = DEFAULT_POSTGRES_TIMEOUTS,
): Promise<TDatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    statement_timeout: timeouts.statementTimeoutMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionTimeoutMs,
    query_timeout: timeouts.statementTimeoutMs + CLIENT_SIDE_MARGIN_MS,
  });
  // A client that loses its server must not crash the process; the query under way, or the next one,
  // reports it. The pool listens on idle clients only; one checked out for a transaction, between two
  // statements when the server goes away, would emit an 'error' nobody handles.
  pool.on('error', () => {});
  let queryObserver: TQueryObserver | undefined;
  pool.on('connect', (client) => {
    // Every client the pool opens: pool.query and transactions both reach the server through one.
    timeQueries(client, () => queryObserver);
    client.on('error', () => {});
  });
  pool.on('release', (error, client) => {
    // A connection handed back with a query still unanswered is one whose query the driver gave up
    // on (query_timeout): the query may yet run, inside a transaction whose ROLLBACK was never sent,
    // and the next request would continue that transaction. Such a connection is closed instead
    // (the server then rolls the transaction back). A release with an error is closed by the pool.
    if (!error && hasUnansweredQuery(client)) void client.end().catch(() => {});
  });
  const db = drizzleNodePg(pool, { schema, casing: 'snake_case' }) as unknown as TDatabase;
  let isClosed = false;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // A connection of its own, without the pool's timeouts: a migration may rewrite a large table,
      // and waiting for another instance's migrations (the advisory lock) may take a while.
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        try {
          await migrateNodePg(drizzleNodePg(client, { casing: 'snake_case' }), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
        }
      } finally {
        await client.end();
      }
    },
    ping: () =>
      measure(() => pool.query({ text: 'select 1', query_timeout: CONNECTION_TIMEOUT_MS } as pg.QueryConfig)),
    async close() {
      // Closing twice is harmless (a stop, then a test's own clean-up), as with PGlite.
      if (isClosed) return;
      isClosed = true;
      await pool.end();
    },
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
        keepAliveInitialDelayMillis: 10_000,
        // A frozen server must not hold the LISTEN forever: the caller retries.
        query_timeout: CONNECTION_TIMEOUT_MS,
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
    mkdirSync(dbDir, { recursive: true, mode: 0o700 });
    // PGlite leaves some of its files (the WAL among them) readable and writable by everyone: its folder
    // is closed to other users, as PostgreSQL requires of a data folder (0700, or 0750 for a group).
    const mode = statSync(dbDir).mode & 0o777;
    if (mode !== 0o700 && mode !== 0o750) chmodSync(dbDir, 0o700);
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
        // PGlite keeps running on the files it has open when its folder is moved or deleted: reads
        // from memory still work, writes fail or go to deleted files. Health must say so.
        if (dbDir && !existsSync(path.join(dbDir, 'PG_VERSION'))) {
          throw new Error(`database files are gone: ${dbDir} no longer holds the embedded database`);
        }
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
  postgresTimeouts?: TPostgresTimeouts;
}): Promise<TDatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, MIGRATIONS_FOLDER, options.postgresTimeouts)
    : openPglite(options.dataDir);
}

/** The rows of a raw `db.execute` answer: node-postgres and PGlite both put them under `rows`. */
export function toRows<TRow>(result: unknown): TRow[] {
  return (result as { rows: TRow[] }).rows;
}
