import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { buildApp, type TKindlistApp } from '../app';
import { loadConfig, type TConfig } from '../config';
import { openPglite, openPostgres, type TDatabaseHandle } from '../db/client';
import { users } from '../db/schema/auth';
import { createLoggerOptions } from '../logging/logger-options';
import type { TAnswerFloorOptions } from '../plugins/answer-floor';
import type { TRateLimitOptions } from '../plugins/security';
import type { TClock } from '../services/clock';
import { createTestPostgresDatabase } from './test-postgres';

export const TEST_ADMIN_EMAIL = 'admin@example.com';
export const TEST_PASSWORD = 'correct horse battery staple';

const INDEX_FIXTURE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Kindlist</title><!--app-head--></head><body><div id="root"></div><script type="module" src="/assets/index-test.js"></script><!--app-boot--></body></html>`;

/** A built client's smallest stand-in, in `dataDir`/client: answers the app's pages. */
export function writeClientFixture(dataDir: string): string {
  const clientDir = path.join(dataDir, 'client');
  mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
  writeFileSync(path.join(clientDir, 'index.html'), INDEX_FIXTURE);
  writeFileSync(path.join(clientDir, 'assets', 'index-test.js'), 'console.log("kindlist");\n');
  writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return clientDir;
}

export type TTestContext = {
  app: TKindlistApp;
  database: TDatabaseHandle;
  /** The PostgreSQL database's address (PostgreSQL runs only), for a second instance's own pool. */
  databaseUrl?: string;
  config: TConfig;
  close: () => Promise<void>;
};

async function openFreshPostgres(): Promise<{
  database: TDatabaseHandle;
  url: string;
  drop: () => Promise<void>;
}> {
  const { url, drop } = await createTestPostgresDatabase();
  return { database: await openPostgres(url), url, drop };
}

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    rateLimits?: Partial<TRateLimitOptions>;
    mailRetryDelaysMs?: number[];
    mailTimeoutMs?: number;
    mailStopGraceMs?: number;
    /** A database another app also uses (e.g. from createSharedTestDatabase); its owner closes it. */
    database?: TDatabaseHandle;
    publicCacheTtlMs?: number;
    /** The app's clock (defaults to the real one). */
    clock?: TClock;
    /** Receives the app's log lines (the production logger options at level info); off by default. */
    logStream?: Writable;
    /** Ports of 127.0.0.1 that reading a product page may reach (a local fixture server). */
    productPageLoopbackPorts?: ReadonlySet<number>;
    /** Adds test-only routes before the app is sealed. */
    beforeReady?: (app: TKindlistApp) => void;
    /** How long sign-up and reset answers are held (none by default: every file signs people up). */
    authAnswerFloor?: TAnswerFloorOptions;
  } = {},
): Promise<TTestContext> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kindlist-test-'));
  const clientDir = writeClientFixture(dataDir);

  const isPostgres = process.env.TEST_DB_KIND === 'postgres';
  const fresh = options.database
    ? { database: options.database, url: undefined, drop: async () => {} }
    : isPostgres
      ? await openFreshPostgres()
      : { database: await openPglite(undefined), url: undefined, drop: async () => {} };
  const { database } = fresh;
  if (!options.database) await database.migrate();
  const config = loadConfig({
    DATA_DIR: dataDir,
    AUTH_SECRET: 'test-secret-that-is-at-least-32-characters-long',
    ADMIN_EMAILS: TEST_ADMIN_EMAIL,
    LOG_LEVEL: 'silent',
    // Each database run covers one driver: files on disk with PGlite, in the database with PostgreSQL.
    FILE_STORAGE: process.env.TEST_FILE_STORAGE ?? (isPostgres ? 'database' : 'local'),
    ...options.env,
  });
  const app = await buildApp({
    config,
    database,
    clientDir,
    logger: options.logStream
      ? { ...(createLoggerOptions('info') as object), stream: options.logStream }
      : false,
    rateLimits: { globalMax: 100_000, authMax: 1000, ...options.rateLimits },
    mailRetryDelaysMs: options.mailRetryDelaysMs ?? [10],
    mailTimeoutMs: options.mailTimeoutMs,
    mailStopGraceMs: options.mailStopGraceMs,
    publicCacheTtlMs: options.publicCacheTtlMs ?? 0,
    authAnswerFloor: options.authAnswerFloor ?? { floorMs: 0 },
    clock: options.clock,
    productPageLoopbackPorts: options.productPageLoopbackPorts,
    // Tests run background jobs themselves (app.jobs.runNow), when they choose.
    isBackgroundWorkOnTimers: false,
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    databaseUrl: fresh.url,
    config,
    async close() {
      // A test that took the database away leaves its mail where it is.
      const isDatabaseUp = await database.ping().then(
        () => true,
        () => false,
      );
      if (isDatabaseUp) await app.mailer.flush();
      await app.close();
      if (!options.database) {
        await database.close();
        await fresh.drop();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One fresh, migrated database for several apps, as several instances would share it: on PostgreSQL
 * each connect() opens a pool of its own; PGlite (one process) hands every app the same database.
 */
export async function createSharedTestDatabase(): Promise<{
  connect: () => Promise<TDatabaseHandle>;
  close: () => Promise<void>;
}> {
  if (process.env.TEST_DB_KIND !== 'postgres') {
    const database = await openPglite(undefined);
    await database.migrate();
    return { connect: async () => database, close: () => database.close() };
  }
  const fresh = await openFreshPostgres();
  await fresh.database.migrate();
  const handles = [fresh.database];
  return {
    async connect() {
      const handle = await openPostgres(fresh.url);
      handles.push(handle);
      return handle;
    },
    async close() {
      await Promise.all(handles.map((handle) => handle.close()));
      await fresh.drop();
    },
  };
}

export type TTestUser = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  cookie: string;
  id: string;
};

/** The Cookie header a browser would send back after this response. */
export function toCookieHeader(response: { cookies: Array<{ name: string; value: string }> }): string {
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

let userCounter = 0;

/** Signs up through the API, signs in, and returns the session cookie header. */
export async function createSignedInUser(
  app: TKindlistApp,
  overrides: Partial<Pick<TTestUser, 'email' | 'firstName' | 'lastName' | 'password'>> & {
    /** The client address the sign-up and sign-in come from (each address has its own limit). */
    remoteAddress?: string;
  } = {},
): Promise<TTestUser> {
  userCounter += 1;
  const user = {
    email: overrides.email ?? `user${userCounter}-${randomBytes(3).toString('hex')}@example.com`,
    password: overrides.password ?? TEST_PASSWORD,
    firstName: overrides.firstName ?? 'Maria',
    lastName: overrides.lastName ?? 'Lopez',
  };
  const remoteAddress = overrides.remoteAddress ?? '127.0.0.1';
  const signUp = await app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: user, remoteAddress });
  if (signUp.statusCode !== 201) throw new Error(`sign-up failed: ${signUp.statusCode} ${signUp.body}`);
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email: user.email, password: user.password },
    remoteAddress,
  });
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.statusCode} ${signIn.body}`);
  const cookie = toCookieHeader(signIn);
  const id = (signIn.json() as { id: string }).id;
  // The admin area opens only to a confirmed address: the test admin confirmed theirs.
  if (user.email === TEST_ADMIN_EMAIL) {
    const context = await app.auth.$context;
    await context.internalAdapter.updateUser(id, { emailVerified: true });
  }
  return { ...user, cookie, id };
}

const TEST_LIST = {
  story: 'Our home was damaged last week and we lost most of the everyday things our family needs now.',
  category: 'essential-items',
  city: 'Dayton',
  region: 'OH',
};

/**
 * A needs list made through the API as `user` would make it: a draft with `fields` (over a complete
 * default), its items, then published, the user's email being confirmed first. Returns its id;
 * `isPublished: false` leaves the draft.
 */
export async function createTestList(
  ctx: TTestContext,
  user: TTestUser,
  fields: Record<string, unknown>,
  {
    items = [{ name: 'Coat', quantity: 1 }],
    isPublished = true,
  }: { items?: Array<{ name: string; quantity: number }>; isPublished?: boolean } = {},
): Promise<string> {
  const send = async (method: 'POST', url: string, payload?: Record<string, unknown>) => {
    const response = await ctx.app.inject({ method, url, headers: { cookie: user.cookie }, payload });
    if (response.statusCode >= 300) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json() as { id: string };
  };
  const { id } = await send('POST', '/api/lists', { ...TEST_LIST, ...fields });
  for (const item of items) await send('POST', `/api/lists/${id}/items`, item);
  if (isPublished) {
    await ctx.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
    await send('POST', `/api/lists/${id}/publish`);
  }
  return id;
}

/** Decodes a raw RFC 822 message's quoted-printable parts enough to read its links. */
export function decodeMailText(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

export function findLink(raw: string, pattern: RegExp): string {
  const match = decodeMailText(raw).match(pattern);
  if (!match) throw new Error(`no link matching ${pattern} in the mail`);
  return match[0];
}

/** A multipart/form-data body with one file part, as a browser's FormData would send it. */
export function buildMultipart(
  field: string,
  file: { name: string; type: string; data: Buffer },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----kindlist${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file.data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The raw mails written to DATA_DIR/mail for one address (file mailer), oldest first. */
export async function readMailFilesTo(ctx: TTestContext, email: string): Promise<string[]> {
  await ctx.app.mailer.flush();
  const folder = path.join(ctx.config.dataDir, 'mail');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .sort()
    .map((name) => readFileSync(path.join(folder, name), 'utf8'))
    .filter((raw) => new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'm').test(raw));
}

/** The bytes the app's file storage holds for an upload's URL (null when it holds none). */
export async function readStoredUpload(ctx: TTestContext, url: string): Promise<Buffer | null> {
  const file = await ctx.app.fileStorage.get(url.replace(/^\/uploads\//, ''));
  return file?.body ?? null;
}
