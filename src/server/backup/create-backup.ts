import { existsSync } from 'node:fs';
import { cp, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { claimDataDir } from '../db/client';
import type { TClock } from '../services/clock';
import { getUploadsDir } from '../services/file-storage-local';
import {
  AUTH_SECRET_FILE,
  BACKUP_DATA_FOLDER,
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

export type TBackupSource = {
  dataDir: string;
  databaseUrl: string | undefined;
  /** AUTH_SECRET is set in the environment: the secret is the operator's to keep, not in DATA_DIR. */
  isAuthSecretFromEnvironment: boolean;
};

export const PGLITE_DUMP_FILE = 'database.tar.gz';
export const POSTGRES_DUMP_FILE = 'database.pgdump';

// DATA_DIR's files that belong in a backup; the mail folder is a development outbox, and the
// database folder and its lock come through the dump.
async function copyDataFiles(source: TBackupSource, target: string): Promise<boolean> {
  const { dataDir } = source;
  const uploadsDir = getUploadsDir(dataDir);
  if (existsSync(uploadsDir)) {
    await cp(uploadsDir, path.join(target, BACKUP_DATA_FOLDER, path.relative(dataDir, uploadsDir)), {
      recursive: true,
    });
  }
  // With AUTH_SECRET set, a secret file in DATA_DIR is not the one the app signs with.
  const secretPath = path.join(dataDir, AUTH_SECRET_FILE);
  if (source.isAuthSecretFromEnvironment || !existsSync(secretPath)) return false;
  await cp(secretPath, path.join(target, BACKUP_DATA_FOLDER, AUTH_SECRET_FILE));
  return true;
}

/**
 * Writes one backup folder under `outDir`: the database dump, DATA_DIR's uploads and generated
 * secret, and a manifest with checksums. The folder appears under its final name only when complete.
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
  await mkdir(partial, { recursive: true });
  let database: TBackupManifest['database'] | undefined;
  const inspect = async (dumpFile: string, runQuery: TRunQuery) => {
    database = {
      kind,
      dumpFile,
      tool: '',
      schemaVersion: await readSchemaVersion(runQuery),
      rowCounts: await countRows(runQuery),
    };
  };
  let isSecretIncluded = false;
  try {
    if (source.databaseUrl) {
      const tool = await dumpPostgres(
        source.databaseUrl,
        path.join(partial, POSTGRES_DUMP_FILE),
        (runQuery) => inspect(POSTGRES_DUMP_FILE, runQuery),
      );
      if (database) database.tool = tool;
      // pg_dump is a consistent snapshot; files uploaded during these seconds may or may not follow.
      isSecretIncluded = await copyDataFiles(source, partial);
    } else {
      if (!hasPgliteDatabase(source.dataDir)) {
        throw new Error(`There is no embedded database in ${source.dataDir} to back up.`);
      }
      // Held until the files are copied too, so the app cannot start and change them meanwhile.
      const release = claimDataDir(source.dataDir);
      try {
        const tool = await dumpPglite(source.dataDir, path.join(partial, PGLITE_DUMP_FILE), (runQuery) =>
          inspect(PGLITE_DUMP_FILE, runQuery),
        );
        if (database) database.tool = tool;
        isSecretIncluded = await copyDataFiles(source, partial);
      } finally {
        release();
      }
    }
    if (!database) throw new Error('The database could not be read.');
    const manifest: TBackupManifest = {
      format: 'kindlist-backup',
      formatVersion: 1,
      createdAt: createdAt.toISOString(),
      appVersion: await readAppVersion(),
      database,
      authSecret: isSecretIncluded ? 'included' : source.isAuthSecretFromEnvironment ? 'environment' : 'none',
      files: await describeFiles(partial, await listFiles(partial)),
    };
    await writeFile(path.join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    await rename(partial, folder);
    return { folder, manifest };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}
