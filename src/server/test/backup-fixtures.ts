import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { AUTH_SECRET_FILE, listFiles, readMigrationJournal, type TRunQuery } from '../backup/backup-manifest';
import type { TRestoreReport } from '../backup/restore-backup';
import { loadConfig } from '../config';
import type { TDatabaseHandle } from '../db/client';
import { MIGRATIONS_DIR } from '../paths';
import { seedBlogPosts } from '../seed/seed-blog-posts';
import { seedDemoContent } from '../seed/seed-demo';
import { createLocalFileStorage, getUploadsDir } from '../services/file-storage-local';
import { createTestPostgresDatabase } from './test-postgres';

// Each opening of a database and each command started takes seconds on a busy machine.
export const SLOW_TEST_MS = 120_000;

/** Every row of every table the app owns (and drizzle's migration journal), as sorted JSON text. */
export async function readEveryRow(runQuery: TRunQuery): Promise<Record<string, string[]>> {
  const tables = await runQuery(
    "select table_schema || '.\"' || table_name || '\"' as name from information_schema.tables where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1",
  );
  const rows: Record<string, string[]> = {};
  for (const { name } of tables) {
    const found = await runQuery(`select to_jsonb(t)::text as row from ${String(name)} t`);
    rows[String(name)] = found.map((row) => String(row.row)).sort();
  }
  return rows;
}

/** The files under DATA_DIR's uploads, each with its bytes in hex. */
export async function readUploads(dataDir: string): Promise<Record<string, string>> {
  const root = getUploadsDir(dataDir);
  const files: Record<string, string> = {};
  for (const file of await listFiles(root)) files[file] = readFileSync(path.join(root, file)).toString('hex');
  return files;
}

/** The secret the app generated into DATA_DIR. */
export function readAuthSecret(dataDir: string): string {
  return readFileSync(path.join(dataDir, AUTH_SECRET_FILE), 'utf8');
}

/** An uploaded file no backup has, so DATA_DIR's uploads are not empty. */
export function writeStrayUpload(dataDir: string): void {
  mkdirSync(path.join(dataDir, 'uploads'));
  writeFileSync(path.join(dataDir, 'uploads', 'stray.webp'), 'not from the backup');
}

/** Fills a migrated database as the app's first start would (demo lists, blog posts with covers). */
export async function populate(database: TDatabaseHandle, dataDir: string, now: Date): Promise<void> {
  await seedDemoContent(database.db, now);
  await seedBlogPosts(database.db, createLocalFileStorage(dataDir), now);
  const photos = path.join(getUploadsDir(dataDir), 'list-photos');
  mkdirSync(photos, { recursive: true });
  writeFileSync(path.join(photos, 'family.webp'), randomBytes(2048));
  // Without AUTH_SECRET, the app writes its generated secret into DATA_DIR.
  loadConfig({ DATA_DIR: dataDir });
}

export function makeTempDir(label: string): string {
  return mkdtempSync(path.join(os.tmpdir(), `kindlist-${label}-`));
}

/** A copy of the migrations folder that stops after the first `count` migrations (an older app). */
export async function copyEarlierMigrations(count: number): Promise<{ folder: string; lastTag: string }> {
  const folder = makeTempDir('migrations');
  cpSync(MIGRATIONS_DIR, folder, { recursive: true });
  const journal = await readMigrationJournal();
  const entries = journal.entries.slice(0, count);
  writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  return { folder, lastTag: entries.at(-1)?.tag ?? '' };
}

/** The number of migrations an older app's database has: a few behind the current schema. */
export async function countEarlierMigrations(): Promise<number> {
  return (await readMigrationJournal()).entries.length - 4;
}

// Columns every schema since the first migration has, so an older app's database takes it too.
export async function insertUser(database: TDatabaseHandle, email: string, now: Date): Promise<void> {
  const at = now.toISOString();
  await database.db.execute(
    sql`insert into users (id, name, email, email_verified, first_name, last_name, created_at, updated_at) values (${email}, 'Ana Diaz', ${email}, true, 'Ana', 'Diaz', ${at}, ${at})`,
  );
}

/** The restore of an older app's backup (schema `earlierTag`) brought it up to the current schema. */
export async function expectSchemaBroughtUpToDate(report: TRestoreReport, earlierTag: string): Promise<void> {
  const journal = await readMigrationJournal();
  expect(report.schemaBefore.lastMigration).toBe(earlierTag);
  expect(report.schemaAfter).toEqual({
    lastMigration: journal.entries.at(-1)?.tag,
    appliedMigrations: journal.entries.length,
  });
}

/** A fresh database on the TEST_DATABASE_URL server, and how to drop it. */
export function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  return createTestPostgresDatabase('kindlist_backup');
}
