import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listFiles, readMigrationJournal, type TRunQuery } from '../backup/backup-manifest';
import { loadConfig } from '../config';
import type { TDatabaseHandle } from '../db/client';
import { MIGRATIONS_DIR } from '../paths';
import { seedBlogPosts } from '../seed/seed-blog-posts';
import { seedDemoContent } from '../seed/seed-demo';
import { createLocalFileStorage, getUploadsDir } from '../services/file-storage-local';
import { createTestPostgresDatabase } from './test-postgres';

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

/** A fresh database on the TEST_DATABASE_URL server, and how to drop it. */
export function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  return createTestPostgresDatabase('kindlist_backup');
}
