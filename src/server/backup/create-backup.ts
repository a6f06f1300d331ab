import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { claimDataDir } from '../db/client';
import type { TClock } from '../services/clock';
import { getUploadsDir } from '../services/file-storage-local';
import {
  AUTH_SECRET_FILE,
  BACKUP_DATA_FOLDER,
  BACKUP_FORMAT_VERSION,
  countRows,
  describeFiles,
  listFiles,
  MANIFEST_FILE,
  readAppVersion,
  readSchemaVersion,
  type TBackupManifest,
  type TRunQuery,
} from './backup-manifest';
import { dumpPglite, hasPgliteDatabase } from './pglite-dump';
import { dumpPostgres } from './postgres-dump';
import { copyWithModes, makePrivateDir, writePrivateFile } from './private-files';

export type TBackupSource = {
  dataDir: string;
  databaseUrl: string | undefined;
  /** AUTH_SECRET is set in the environment: the secret is the operator's to keep, not in DATA_DIR. */
  isAuthSecretFromEnvironment: boolean;
};

export const PGLITE_DUMP_FILE = 'database.tar.gz';
export const POSTGRES_DUMP_FILE = 'database.pgdump';
export const POSTGRES_KEPT_ROWS_FILE = 'database-kept-rows.json.gz';

// DATA_DIR's files that belong in a backup; the mail folder is a development outbox, and the
// database folder and its lock come through the dump. Copies are the owner's only, whatever the
// source's modes (uploads are usually readable by all).
async function copyDataFiles(source: TBackupSource, target: string): Promise<boolean> {
  const { dataDir } = source;
  const uploadsDir = getUploadsDir(dataDir);
  if (existsSync(uploadsDir)) {
    const copied = path.join(target, BACKUP_DATA_FOLDER, path.relative(dataDir, uploadsDir));
    await copyWithModes(uploadsDir, copied, 'private');
  }
  // With AUTH_SECRET set, a secret file in DATA_DIR is not the one the app signs with.
  const secretPath = path.join(dataDir, AUTH_SECRET_FILE);
  if (source.isAuthSecretFromEnvironment || !existsSync(secretPath)) return false;
  await copyWithModes(secretPath, path.join(target, BACKUP_DATA_FOLDER, AUTH_SECRET_FILE), 'private');
  return true;
}

type TInspect = (
  files: Pick<TBackupManifest['database'], 'dumpFile' | 'keptRowsFile'>,
  runQuery: TRunQuery,
  keptWhere: Record<string, string>,
) => Promise<void>;

/** Dumps the database into `partial` and copies DATA_DIR's files; says the tool and whether the secret came. */
async function copyDatabaseAndFiles(
  source: TBackupSource,
  partial: string,
  inspect: TInspect,
): Promise<{ tool: string; isSecretIncluded: boolean }> {
  if (source.databaseUrl) {
    const files = { dumpFile: POSTGRES_DUMP_FILE, keptRowsFile: POSTGRES_KEPT_ROWS_FILE };
    const tool = await dumpPostgres(
      source.databaseUrl,
      { dumpPath: path.join(partial, files.dumpFile), keptRowsPath: path.join(partial, files.keptRowsFile) },
      (runQuery, keptWhere) => inspect(files, runQuery, keptWhere),
    );
    // pg_dump is a consistent snapshot; files uploaded during these seconds may or may not follow.
    return { tool, isSecretIncluded: await copyDataFiles(source, partial) };
  }
  if (!hasPgliteDatabase(source.dataDir)) {
    throw new Error(`There is no embedded database in ${source.dataDir} to back up.`);
  }
  // Held until the files are copied too, so the app cannot start and change them meanwhile.
  const release = claimDataDir(source.dataDir);
  try {
    const tool = await dumpPglite(
      source.dataDir,
      path.join(partial, PGLITE_DUMP_FILE),
      path.join(partial, 'scratch'),
      (runQuery, keptWhere) => inspect({ dumpFile: PGLITE_DUMP_FILE }, runQuery, keptWhere),
    );
    return { tool, isSecretIncluded: await copyDataFiles(source, partial) };
  } finally {
    release();
  }
}

/**
 * Writes one backup folder under `outDir`: the database dump (without the rows of left-out-rows.ts),
 * DATA_DIR's uploads and generated secret, and a manifest with checksums. The folder appears under its
 * final name only when complete; it and everything in it are the owner's only (private-files.ts).
 */
export async function createBackup(
  source: TBackupSource,
  outDir: string,
  clock: TClock,
): Promise<{ folder: string; manifest: TBackupManifest }> {
  const createdAt = clock.now();
  const kind = source.databaseUrl ? 'postgres' : 'pglite';
  const folder = path.join(outDir, `kindlist-${kind}-${createdAt.toISOString().replace(/[:.]/g, '-')}`);
  if (existsSync(folder)) throw new Error(`${folder} already exists.`);
  const partial = `${folder}.partial`;
  await rm(partial, { recursive: true, force: true });
  await makePrivateDir(outDir);
  await makePrivateDir(partial);
  // Filled by `inspect`, inside the dump's own reading of the database.
  const read: { database?: TBackupManifest['database'] } = {};
  const inspect: TInspect = async (files, runQuery, keptWhere) => {
    read.database = {
      kind,
      ...files,
      tool: '',
      schemaVersion: await readSchemaVersion(runQuery),
      rowCounts: await countRows(runQuery, keptWhere),
    };
  };
  try {
    const { tool, isSecretIncluded } = await copyDatabaseAndFiles(source, partial, inspect);
    if (!read.database) throw new Error('The database could not be read.');
    const manifest: TBackupManifest = {
      format: 'kindlist-backup',
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: createdAt.toISOString(),
      appVersion: await readAppVersion(),
      database: { ...read.database, tool },
      authSecret: isSecretIncluded ? 'included' : source.isAuthSecretFromEnvironment ? 'environment' : 'none',
      files: await describeFiles(partial, await listFiles(partial)),
    };
    await writePrivateFile(path.join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    await rename(partial, folder);
    return { folder, manifest };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}
