import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR, PROJECT_ROOT } from '../paths';
import type { TRunQuery } from './backup-manifest';

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

/**
 * PGlite's own dump: its data folder as a gzipped tarball, which a PGlite of the same major
 * version opens as it was. Returns what the manifest calls the tool.
 */
export async function dumpPglite(
  dataDir: string,
  dumpPath: string,
  inspect: (runQuery: TRunQuery) => Promise<void>,
): Promise<string> {
  await withPglite({ dataDir }, async (client) => {
    await inspect(toRunQuery(client));
    const tarball = await client.dumpDataDir('gzip');
    await writeFile(dumpPath, Buffer.from(await tarball.arrayBuffer()));
  });
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
  const tarball = new Blob([await readFile(dumpPath)]);
  return withPglite({ dataDir, loadDataDir: tarball }, (client) =>
    work(toRunQuery(client), async () => {
      await migrate(drizzle(client, { casing: 'snake_case' }), { migrationsFolder: MIGRATIONS_DIR });
    }),
  );
}
