import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { claimDataDir, openPostgres } from '../db/client';
import { getUploadsDir } from '../services/file-storage-local';
import {
  AUTH_SECRET_FILE,
  BACKUP_DATA_FOLDER,
  countRows,
  findDamagedFiles,
  listFiles,
  readManifest,
  readMigrationJournal,
  readSchemaVersion,
  type TBackupManifest,
  type TRunQuery,
  type TSchemaVersion,
} from './backup-manifest';
import { hasPgliteDatabase, queryPglite, restorePglite } from './pglite-dump';
import {
  clearPostgres,
  countOtherSessions,
  listPostgresTables,
  restoreKeptRows,
  restorePostgres,
  withPostgresClient,
} from './postgres-dump';
import { copyWithModes, writePrivateFile } from './private-files';

export type TRestoreTarget = { dataDir: string; databaseUrl: string | undefined };

export type TRestoreReport = {
  manifest: TBackupManifest;
  schemaBefore: TSchemaVersion;
  schemaAfter: TSchemaVersion;
  rowCounts: Record<string, number>;
  restoredFiles: number;
  replaced: string[];
};

/** Refused before anything was changed; the message says why and what to do. */
export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}

async function checkBackup(folder: string, target: TRestoreTarget): Promise<TBackupManifest> {
  const manifest = await readManifest(folder);
  const damaged = await findDamagedFiles(folder, manifest);
  if (damaged.length > 0) {
    throw new RestoreRefusedError(
      `The backup in ${folder} is damaged, nothing was restored:\n  ${damaged.join('\n  ')}`,
    );
  }
  const kind = target.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database.kind !== kind) {
    const names = {
      postgres: 'PostgreSQL (DATABASE_URL set)',
      pglite: 'the embedded database (DATABASE_URL unset)',
    };
    throw new RestoreRefusedError(
      `This backup was taken from ${names[manifest.database.kind]}; restore it onto the same kind of database.`,
    );
  }
  const journal = await readMigrationJournal();
  const { lastMigration, appliedMigrations } = manifest.database.schemaVersion;
  if ((lastMigration === null && appliedMigrations > 0) || appliedMigrations > journal.entries.length) {
    throw new RestoreRefusedError(
      'This backup was taken by a newer Kindlist (its schema has migrations this version does not know). ' +
        'Restore it with that version or a later one.',
    );
  }
  return manifest;
}

export function countOf(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** What the target already holds, in words; empty when a restore would replace nothing. */
async function describeOccupied(target: TRestoreTarget, folder: string): Promise<string[]> {
  const occupied: string[] = [];
  const tables = target.databaseUrl
    ? await listPostgresTables(target.databaseUrl)
    : hasPgliteDatabase(target.dataDir)
      ? await queryPglite(target.dataDir, async (runQuery) => Object.keys(await countRows(runQuery)))
      : [];
  if (tables.length > 0) {
    const where = target.databaseUrl ? 'The database' : `The embedded database in ${target.dataDir}`;
    occupied.push(`${where} already has ${countOf(tables.length, 'table')}.`);
  }
  const uploadsDir = getUploadsDir(target.dataDir);
  const uploads = existsSync(uploadsDir) ? await listFiles(uploadsDir) : [];
  if (uploads.length > 0) occupied.push(`${uploadsDir} already holds ${countOf(uploads.length, 'file')}.`);
  const secretPath = path.join(target.dataDir, AUTH_SECRET_FILE);
  const backupSecret = path.join(folder, BACKUP_DATA_FOLDER, AUTH_SECRET_FILE);
  if (existsSync(secretPath) && existsSync(backupSecret)) {
    const [current, saved] = await Promise.all([
      readFile(secretPath, 'utf8'),
      readFile(backupSecret, 'utf8'),
    ]);
    if (current.trim() !== saved.trim()) occupied.push(`${secretPath} holds a different secret.`);
  }
  return occupied;
}

type TRestoredWork<T> = (runQuery: TRunQuery, migrate: () => Promise<void>) => Promise<T>;

async function restoreDatabase<T>(
  target: TRestoreTarget,
  files: { dumpPath: string; keptRowsPath: string | undefined },
  work: TRestoredWork<T>,
): Promise<T> {
  const { databaseUrl } = target;
  if (!databaseUrl) return restorePglite(target.dataDir, files.dumpPath, work);
  await clearPostgres(databaseUrl);
  await restorePostgres(databaseUrl, files.dumpPath);
  if (files.keptRowsPath) {
    try {
      await restoreKeptRows(databaseUrl, files.keptRowsPath);
    } catch (error) {
      // A dump without its kept rows is an app with accounts but no passwords: never leave one to start.
      await clearPostgres(databaseUrl);
      throw new Error(`${(error as Error).message}\nThe database was emptied again; nothing was restored.`);
    }
  }
  return withPostgresClient(databaseUrl, (runQuery) =>
    work(runQuery, async () => {
      const database = await openPostgres(databaseUrl);
      try {
        await database.migrate();
      } finally {
        await database.close();
      }
    }),
  );
}

// Uploads come back as the app writes them (the backup's copies are private to the backup); the
// secret is the owner's only from its first byte, put in place whole by a rename.
async function restoreFiles(target: TRestoreTarget, folder: string): Promise<number> {
  const uploadsDir = getUploadsDir(target.dataDir);
  await rm(uploadsDir, { recursive: true, force: true });
  const saved = path.join(folder, BACKUP_DATA_FOLDER);
  if (!existsSync(saved)) return 0;
  const savedUploads = path.join(saved, path.relative(target.dataDir, uploadsDir));
  if (existsSync(savedUploads)) await copyWithModes(savedUploads, uploadsDir, 'as-the-app-creates');
  const savedSecret = path.join(saved, AUTH_SECRET_FILE);
  if (existsSync(savedSecret)) {
    const secretPath = path.join(target.dataDir, AUTH_SECRET_FILE);
    const incoming = `${secretPath}.restoring`;
    await rm(incoming, { force: true });
    await writePrivateFile(incoming, await readFile(savedSecret));
    await rename(incoming, secretPath);
  }
  return (await listFiles(saved)).length;
}

function findCountDifferences(expected: Record<string, number>, actual: Record<string, number>): string[] {
  return Object.entries(expected)
    .filter(([table, rows]) => actual[table] !== rows)
    .map(([table, rows]) => `${table}: ${rows} in the backup, ${actual[table] ?? 'no table'} restored`);
}

/**
 * Restores a backup folder into an empty database and DATA_DIR (or, with `isForced`, in place of what
 * is there), checks every row count against the manifest, then migrates to this app's schema.
 */
export async function restoreBackup(
  folder: string,
  target: TRestoreTarget,
  options: { isForced: boolean },
): Promise<TRestoreReport> {
  const manifest = await checkBackup(folder, target);
  await mkdir(target.dataDir, { recursive: true });
  // The app must not hold the database meanwhile: the embedded one is locked, PostgreSQL's sessions are counted.
  const release = target.databaseUrl ? () => {} : claimDataDir(target.dataDir);
  try {
    const sessions = target.databaseUrl ? await countOtherSessions(target.databaseUrl) : 0;
    if (sessions > 0) {
      throw new RestoreRefusedError(
        `Nothing was restored: ${countOf(sessions, 'other session')} ${sessions === 1 ? 'is' : 'are'} connected to the database. ` +
          'Stop every app instance (and anything else using it) before restoring.',
      );
    }
    const replaced = await describeOccupied(target, folder);
    if (replaced.length > 0 && !options.isForced) {
      throw new RestoreRefusedError(
        `Nothing was restored: ${replaced.join(' ')}\nRestoring would replace them. Run again with --force to do so.`,
      );
    }
    const { dumpFile, keptRowsFile } = manifest.database;
    const restored = await restoreDatabase(
      target,
      {
        dumpPath: path.join(folder, dumpFile),
        keptRowsPath: keptRowsFile === undefined ? undefined : path.join(folder, keptRowsFile),
      },
      async (runQuery, migrate) => {
        const schemaBefore = await readSchemaVersion(runQuery);
        const differences = findCountDifferences(manifest.database.rowCounts, await countRows(runQuery));
        if (differences.length > 0) {
          throw new Error(
            `The restored database differs from the backup's manifest:\n  ${differences.join('\n  ')}`,
          );
        }
        await migrate();
        // Mail waiting at backup time may have gone out since, and its links have run out: a restore
        // never sends it again (the row stays, marked, for whoever looks).
        await runQuery(
          "update mail_outbox set state = 'given_up', last_error = 'not sent again after a restore' where state = 'pending'",
        );
        return {
          schemaBefore,
          schemaAfter: await readSchemaVersion(runQuery),
          rowCounts: await countRows(runQuery),
        };
      },
    );
    const restoredFiles = await restoreFiles(target, folder);
    return {
      manifest,
      ...restored,
      restoredFiles,
      replaced,
    };
  } finally {
    release();
  }
}
