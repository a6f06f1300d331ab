import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { MIGRATIONS_DIR, PROJECT_ROOT } from '../paths';

export const MANIFEST_FILE = 'manifest.json';
/** The generated sign-in secret's file in DATA_DIR (config.ts writes it when AUTH_SECRET is unset). */
export const AUTH_SECRET_FILE = 'auth-secret';
/** Inside a backup folder, DATA_DIR's files keep their relative paths under this folder. */
export const BACKUP_DATA_FOLDER = 'data';

const ZSchemaVersion = z.object({
  /** The last applied migration's tag, or null when this app does not know it (a newer app's). */
  lastMigration: z.string().nullable(),
  appliedMigrations: z.number().int(),
});
export type TSchemaVersion = z.infer<typeof ZSchemaVersion>;

/** 2: sign-in secrets left out (left-out-rows.ts), with a PostgreSQL dump's kept rows in a file of their own. */
export const BACKUP_FORMAT_VERSION = 2;

export const ZBackupManifest = z.object({
  format: z.literal('kindlist-backup'),
  // An app that knows only version 1 refuses a version 2 backup before changing anything.
  formatVersion: z.union([z.literal(1), z.literal(BACKUP_FORMAT_VERSION)]),
  createdAt: z.iso.datetime(),
  appVersion: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    dumpFile: z.string(),
    /** PostgreSQL: the rows kept of the tables dumped without their rows, loaded after the dump. */
    keptRowsFile: z.string().optional(),
    tool: z.string(),
    schemaVersion: ZSchemaVersion,
    rowCounts: z.record(z.string(), z.number().int()),
  }),
  /** Where the sign-in secret was: in the backup, in the environment (AUTH_SECRET, kept by the operator). */
  authSecret: z.enum(['included', 'environment', 'none']),
  files: z.array(z.object({ path: z.string(), size: z.number().int(), sha256: z.string() })),
});
export type TBackupManifest = z.infer<typeof ZBackupManifest>;

/** Runs one SQL statement and returns its rows: PGlite and node-postgres each provide one. */
export type TRunQuery = (text: string) => Promise<Array<Record<string, unknown>>>;

export async function readAppVersion(): Promise<string> {
  const raw = await readFile(path.join(PROJECT_ROOT, 'package.json'), 'utf8');
  return (JSON.parse(raw) as { version: string }).version;
}

type TJournal = { entries: Array<{ tag: string; when: number }> };

export async function readMigrationJournal(migrationsFolder = MIGRATIONS_DIR): Promise<TJournal> {
  const raw = await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8');
  return JSON.parse(raw) as TJournal;
}

/** The last migration applied to a database, named by this app's journal (drizzle keys them by time). */
export async function readSchemaVersion(runQuery: TRunQuery): Promise<TSchemaVersion> {
  const [table] = await runQuery(
    "select count(*)::int as n from information_schema.tables where table_schema = 'drizzle' and table_name = '__drizzle_migrations'",
  );
  if (Number(table?.n) === 0) return { lastMigration: null, appliedMigrations: 0 };
  const [last] = await runQuery(
    'select created_at::text as created_at, (select count(*)::int from drizzle.__drizzle_migrations) as n from drizzle.__drizzle_migrations order by created_at desc limit 1',
  );
  if (!last) return { lastMigration: null, appliedMigrations: 0 };
  const journal = await readMigrationJournal();
  const entry = journal.entries.find((candidate) => String(candidate.when) === last.created_at);
  return { lastMigration: entry?.tag ?? null, appliedMigrations: Number(last.n) };
}

/** Rows in every table of the public schema, by table name; `keptWhere` counts only the rows it keeps of a table. */
export async function countRows(
  runQuery: TRunQuery,
  keptWhere: Record<string, string> = {},
): Promise<Record<string, number>> {
  const tables = await runQuery(
    "select table_name::text as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const where = keptWhere[String(name)] ?? 'true';
    const [row] = await runQuery(`select count(*)::int as n from public."${String(name)}" where ${where}`);
    counts[String(name)] = Number(row?.n ?? 0);
  }
  return counts;
}

async function hashFile(filePath: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(filePath)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Every file under a folder, as paths relative to it with forward slashes, sorted. */
export async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

export async function describeFiles(
  root: string,
  relativePaths: string[],
): Promise<TBackupManifest['files']> {
  const files: TBackupManifest['files'] = [];
  for (const relativePath of relativePaths) {
    const absolute = path.join(root, relativePath);
    files.push({ path: relativePath, size: (await stat(absolute)).size, sha256: await hashFile(absolute) });
  }
  return files;
}

/** The files of a backup whose size or checksum differs from its manifest, or that are missing. */
export async function findDamagedFiles(folder: string, manifest: TBackupManifest): Promise<string[]> {
  const damaged: string[] = [];
  for (const file of manifest.files) {
    const absolute = path.join(folder, file.path);
    const size = await stat(absolute).then(
      (info) => info.size,
      () => null,
    );
    if (size === null) damaged.push(`${file.path} (missing)`);
    else if (size !== file.size || (await hashFile(absolute)) !== file.sha256) {
      damaged.push(`${file.path} (checksum differs)`);
    }
  }
  return damaged;
}

export async function readManifest(folder: string): Promise<TBackupManifest> {
  const raw = await readFile(path.join(folder, MANIFEST_FILE), 'utf8').catch(() => {
    throw new Error(`${folder} is not a Kindlist backup: it has no ${MANIFEST_FILE}.`);
  });
  const json = JSON.parse(raw) as { format?: unknown; formatVersion?: unknown };
  if (json.format === 'kindlist-backup' && Number(json.formatVersion) > BACKUP_FORMAT_VERSION) {
    throw new Error(
      `${folder} was written by a newer Kindlist (backup format ${String(json.formatVersion)}): restore it with that version or a later one.`,
    );
  }
  const parsed = ZBackupManifest.safeParse(json);
  if (!parsed.success)
    throw new Error(`${path.join(folder, MANIFEST_FILE)} is not a Kindlist backup manifest.`);
  return parsed.data;
}
