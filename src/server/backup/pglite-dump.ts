import { existsSync } from 'node:fs';
import { cp, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR, PROJECT_ROOT } from '../paths';
import type { TRunQuery } from './backup-manifest';
import { listLeftOutRows, toScrubStatements } from './left-out-rows';
import { makePrivateDir, writePrivateFile } from './private-files';

/** The embedded database's own folder inside DATA_DIR (db/client.ts opens it there). */
export function getPgliteDir(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

export function hasPgliteDatabase(dataDir: string): boolean {
  return existsSync(path.join(getPgliteDir(dataDir), 'PG_VERSION'));
}

async function withPglite<T>(
  options: { dataDir: string; loadDataDir?: Blob },
  work: (client: PGlite) => Promise<T>,
): Promise<T> {
  const client = new PGlite(getPgliteDir(options.dataDir), {
    extensions: { pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  await client.waitReady;
  try {
    return await work(client);
  } finally {
    await client.close();
  }
}

function toRunQuery(client: PGlite): TRunQuery {
  return async (text) => (await client.query<Record<string, unknown>>(text)).rows;
}

/** Runs read-only queries on the embedded database of DATA_DIR (the caller holds its lock). */
export function queryPglite<T>(dataDir: string, work: (runQuery: TRunQuery) => Promise<T>): Promise<T> {
  return withPglite({ dataDir }, (client) => work(toRunQuery(client)));
}

// WAL segment files: 24 hex digits, the first 8 being the timeline (PGlite never leaves the first).
const WAL_SEGMENT = /^[0-9A-F]{24}$/;

async function readWalSegment(client: PGlite): Promise<string> {
  const [row] = (
    await client.query<{ name: string }>('select pg_walfile_name(pg_current_wal_insert_lsn()) as name')
  ).rows;
  if (!row) throw new Error('The embedded database did not say where its WAL is.');
  return row.name;
}

// Segments after the current one are earlier segments recycled under new names, whole with what
// they held; after a clean shutdown nothing reads them, so they go before the next opening.
async function removeLaterWalSegments(scratchDir: string, current: string): Promise<void> {
  const walDir = path.join(getPgliteDir(scratchDir), 'pg_wal');
  for (const name of await readdir(walDir)) {
    if (WAL_SEGMENT.test(name) && name > current) await rm(path.join(walDir, name));
  }
}

// With recycling off, a checkpoint deletes the segments it no longer needs instead of renaming them.
async function switchWal(client: PGlite): Promise<void> {
  await client.query('set wal_recycle = off');
  await client.query('select pg_switch_wal()');
  await client.query('checkpoint');
}

/**
 * Takes the left-out rows out of a copy of the data folder, down to its files: deleted rows are
 * rewritten away (VACUUM FULL), then the WAL that still holds them (and any recycled segment holding
 * older history) is retired, so that the only WAL left is a fresh segment written after the deletion.
 */
async function scrubCopy(scratchDir: string): Promise<void> {
  const current = await withPglite({ dataDir: scratchDir }, async (client) => {
    for (const rule of await listLeftOutRows(toRunQuery(client))) {
      for (const statement of toScrubStatements(rule)) await client.query(statement);
    }
    await switchWal(client);
    return readWalSegment(client);
  });
  await removeLaterWalSegments(scratchDir, current);
}

async function checkSingleWalSegment(client: PGlite): Promise<void> {
  const segments = (await client.query<{ name: string }>('select name from pg_ls_waldir()')).rows.filter(
    (row) => WAL_SEGMENT.test(row.name),
  );
  if (segments.length !== 1 || segments[0]?.name !== (await readWalSegment(client))) {
    throw new Error(
      `The embedded database's copy kept older WAL (${segments.map((row) => row.name).join(', ')}), which may hold rows a backup leaves out; no backup was written.`,
    );
  }
}

/**
 * PGlite's own dump: its data folder as a gzipped tarball, which a PGlite of the same major version
 * opens as it was. It is made from a copy in `scratchDir` (a private folder; the live database is
 * never changed) without the rows a backup leaves out (left-out-rows.ts). Returns what the manifest
 * calls the tool.
 */
export async function dumpPglite(
  dataDir: string,
  dumpPath: string,
  scratchDir: string,
  inspect: (runQuery: TRunQuery, keptWhere: Record<string, string>) => Promise<void>,
): Promise<string> {
  await makePrivateDir(scratchDir);
  try {
    await cp(getPgliteDir(dataDir), getPgliteDir(scratchDir), { recursive: true });
    await scrubCopy(scratchDir);
    await withPglite({ dataDir: scratchDir }, async (client) => {
      // A second opening starts a segment created now, empty past what this opening writes.
      await switchWal(client);
      await checkSingleWalSegment(client);
      await inspect(toRunQuery(client), {});
      const tarball = await client.dumpDataDir('gzip');
      await writePrivateFile(dumpPath, Buffer.from(await tarball.arrayBuffer()));
    });
  } finally {
    await rm(scratchDir, { recursive: true, force: true });
  }
  const packageFile = path.join(PROJECT_ROOT, 'node_modules', '@electric-sql', 'pglite', 'package.json');
  const version = await readFile(packageFile, 'utf8').then(
    (raw) => (JSON.parse(raw) as { version: string }).version,
    () => 'unknown version',
  );
  return `PGlite ${version} dumpDataDir`;
}

/**
 * Replaces DATA_DIR's embedded database by the dumped one (the caller holds the folder's lock), then
 * lets `work` read it and migrate it while it is open: each opening costs about a second.
 */
export async function restorePglite<T>(
  dataDir: string,
  dumpPath: string,
  work: (runQuery: TRunQuery, migrate: () => Promise<void>) => Promise<T>,
): Promise<T> {
  await rm(getPgliteDir(dataDir), { recursive: true, force: true });
  // The database's folder is its owner's only, as PostgreSQL requires of its data folder.
  await makePrivateDir(getPgliteDir(dataDir));
  const tarball = new Blob([await readFile(dumpPath)]);
  return withPglite({ dataDir, loadDataDir: tarball }, (client) =>
    work(toRunQuery(client), async () => {
      await migrate(drizzle(client, { casing: 'snake_case' }), { migrationsFolder: MIGRATIONS_DIR });
    }),
  );
}
