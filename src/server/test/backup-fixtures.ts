import { randomBytes } from 'node:crypto';
import {
  cpSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { AUTH_SECRET_FILE, listFiles, readMigrationJournal, type TRunQuery } from '../backup/backup-manifest';
import type { TRestoreReport } from '../backup/restore-backup';
import { loadConfig } from '../config';
import { type TDatabaseHandle, toRows } from '../db/client';
import { MIGRATIONS_DIR } from '../paths';
import { seedBlogPosts } from '../seed/seed-blog-posts';
import { seedDemoContent } from '../seed/seed-demo';
import type { TClock } from '../services/clock';
import { createLocalFileStorage, getUploadsDir } from '../services/file-storage-local';
import { createSignedInUser, createTestApp } from './test-app';
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

/** What signs someone in, or into their Google account, that a backup must not carry; and a mail it keeps. */
export type TSignInSecrets = {
  email: string;
  resetToken: string;
  confirmationToken: string;
  sessionToken: string;
  googleTokens: string[];
  /** The subject of the mail that holds no link into an account (someone signed up with the address again). */
  keptMailSubject: string;
};

type TLinkMail = { subject: string; link: string | null };

/**
 * Through the app on `database`, as people use it: an account signs up (its confirmation mail), signs in
 * (a session), asks for a new password (a reset link and its mail), is signed up for again (a mail with
 * no link into the account); and a Google sign-in's tokens, stored as better-auth stores them.
 */
export async function addSignInSecrets(database: TDatabaseHandle, clock: TClock): Promise<TSignInSecrets> {
  const ctx = await createTestApp({ database, clock });
  const email = 'rosa.secrets@example.com';
  const googleTokens = ['ya29.access-', '1//refresh-', 'eyJ.id-'].map(
    (prefix) => `${prefix}${randomBytes(12).toString('hex')}`,
  );
  try {
    const user = await createSignedInUser(ctx.app, { email, firstName: 'Rosa' });
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email },
    });
    expect(reset.statusCode).toBe(200);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email, password: 'another horse battery staple', firstName: 'Rosa', lastName: 'Again' },
    });
    expect(again.statusCode).toBe(201);
    await ctx.app.mailer.flush();
    const at = clock.now().toISOString();
    const [access, refresh, id] = googleTokens;
    await database.db.execute(
      sql`insert into accounts (id, account_id, provider_id, user_id, access_token, refresh_token, id_token, scope, created_at, updated_at) values ('google-rosa', '1089', 'google', ${user.id}, ${access}, ${refresh}, ${id}, 'openid email profile', ${at}, ${at})`,
    );
  } finally {
    await ctx.close();
  }
  const [verification] = toRows<{ identifier: string }>(
    await database.db.execute(
      sql`select identifier from verifications where identifier like 'reset-password:%'`,
    ),
  );
  const [session] = toRows<{ token: string }>(await database.db.execute(sql`select token from sessions`));
  const mails = toRows<TLinkMail>(
    await database.db.execute(sql`select subject, link from mail_outbox where recipient = ${email}`),
  );
  const confirmation = mails.find((mail) => mail.link?.includes('/api/auth/verify-email'));
  const kept = mails.find((mail) => !mail.link?.includes('/api/auth/'));
  const confirmationToken = new URL(confirmation?.link ?? 'http://missing').searchParams.get('token');
  if (!verification || !session || !confirmationToken || !kept) {
    throw new Error(`The app did not store what the backup tests expect: ${JSON.stringify(mails)}`);
  }
  return {
    email,
    resetToken: verification.identifier.replace('reset-password:', ''),
    confirmationToken,
    sessionToken: session.token,
    googleTokens,
    keptMailSubject: kept.subject,
  };
}

/** Runs `work` with the process's umask set to `mask`, as an operator's shell may have it. */
export async function withUmask<T>(mask: number, work: () => Promise<T>): Promise<T> {
  const before = process.umask(mask);
  try {
    return await work();
  } finally {
    process.umask(before);
  }
}

/** Every entry under `root` (folders end with a slash, the root is "./"), with its permissions in octal. */
export function readModes(root: string): Record<string, string> {
  const modes: Record<string, string> = { './': (statSync(root).mode & 0o777).toString(8) };
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    const absolute = path.join(entry.parentPath, entry.name);
    const relative = path.relative(root, absolute).split(path.sep).join('/');
    modes[entry.isDirectory() ? `${relative}/` : relative] = (lstatSync(absolute).mode & 0o777).toString(8);
  }
  return modes;
}

/** The same entries, folders 700 and files 600: what only the owner may open. */
export function toOwnerOnly(modes: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.keys(modes).map((entry) => [entry, entry.endsWith('/') ? '700' : '600']));
}

// Tables whose rows a backup changes: everything else comes back exactly.
const SCRUBBED_TABLES = ['sessions', 'verifications', 'mail_outbox', 'accounts'].map(
  (name) => `public."${name}"`,
);
const GOOGLE_TOKEN_COLUMNS = [
  'access_token',
  'refresh_token',
  'id_token',
  'access_token_expires_at',
  'refresh_token_expires_at',
];

function listSecrets(secrets: TSignInSecrets): string[] {
  return [secrets.resetToken, secrets.confirmationToken, secrets.sessionToken, ...secrets.googleTokens];
}

/** Whether some bytes (a dump, an archive) hold any of the secrets, and which. */
export function findSecrets(bytes: Buffer | string, secrets: TSignInSecrets): string[] {
  return listSecrets(secrets).filter((secret) => bytes.includes(secret));
}

function parseRows(rows: string[] | undefined): Array<Record<string, unknown>> {
  return (rows ?? []).map((row) => JSON.parse(row) as Record<string, unknown>);
}

/**
 * A restored database holds every row of the source but no session, no reset or confirmation link, no
 * mail carrying one and no Google token; the other mails and every account (its password) stay.
 */
export function expectRestoredWithoutSecrets(
  restored: Record<string, string[]>,
  source: Record<string, string[]>,
  secrets: TSignInSecrets,
): void {
  const others = (rows: Record<string, string[]>) =>
    Object.fromEntries(Object.entries(rows).filter(([table]) => !SCRUBBED_TABLES.includes(table)));
  expect(others(restored)).toEqual(others(source));
  expect(source['public."sessions"']?.length).toBeGreaterThan(0);
  expect(restored['public."sessions"']).toEqual([]);
  expect(restored['public."verifications"']).toEqual([]);
  const outbox = restored['public."mail_outbox"'] ?? [];
  expect(findSecrets(outbox.join('\n'), secrets)).toEqual([]);
  expect(outbox).toEqual(
    (source['public."mail_outbox"'] ?? []).filter((row) => findSecrets(row, secrets).length === 0),
  );
  expect(parseRows(outbox).map((mail) => mail.subject)).toContain(secrets.keptMailSubject);
  const blank = (account: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(account).map(([column, value]) => [
        column,
        GOOGLE_TOKEN_COLUMNS.includes(column) ? null : value,
      ]),
    );
  const byId = (a: Record<string, unknown>, b: Record<string, unknown>) =>
    String(a.id).localeCompare(String(b.id));
  const accounts = parseRows(restored['public."accounts"']).sort(byId);
  expect(accounts).toEqual(parseRows(source['public."accounts"']).map(blank).sort(byId));
  expect(accounts.find((account) => account.id === 'google-rosa')).toBeDefined();
  expect(accounts.some((account) => typeof account.password === 'string')).toBe(true);
}
