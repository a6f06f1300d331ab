import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type TKindlistApp } from '../app';
import { loadConfig, type TConfig } from '../config';
import { openPostgres, type TDatabaseHandle } from '../db/client';
import type { TRateLimitOptions } from '../plugins/security';
import type { TClock } from '../services/clock';
import { startRoundRobinProxy, type TRoundRobinProxy } from './round-robin-proxy';
import { TEST_ADMIN_EMAIL, type TTestContext, writeClientFixture } from './test-app';
import { createTestPostgresDatabase } from './test-postgres';

/** Why the several-instance checks are skipped on the embedded database (one process, one cache). */
export const SEVERAL_INSTANCES_SKIP_REASON =
  'several instances need PostgreSQL: set TEST_DATABASE_URL to run them';

export const isSeveralInstancesRun = process.env.TEST_DB_KIND === 'postgres';

export type TInstances = {
  /** One test context per instance; all share one database, secret and clock. */
  contexts: TTestContext[];
  /** Each instance's own address (http://127.0.0.1:port). */
  urls: string[];
  proxy: TRoundRobinProxy;
  contextAt: (index: number) => TTestContext;
  urlAt: (index: number) => string;
  close: () => Promise<void>;
};

/**
 * Starts `count` instances of the real app on one fresh PostgreSQL database, each listening on
 * loopback with its own pool, data folder and public cache, behind a round-robin proxy whose one
 * hop they trust (TRUST_PROXY=1): what a deployment of several instances is, in one process.
 */
export async function startInstances(options: {
  count: number;
  rateLimits?: Partial<TRateLimitOptions>;
  publicCacheTtlMs?: number;
  clock?: TClock;
}): Promise<TInstances> {
  const created = await createTestPostgresDatabase('kindlist_instances', SEVERAL_INSTANCES_SKIP_REASON);

  const contexts: TTestContext[] = [];
  const urls: string[] = [];
  const folders: string[] = [];
  const dropDatabase = async () => {
    await created.drop();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  };
  try {
    for (let index = 0; index < options.count; index++) {
      const database: TDatabaseHandle = await openPostgres(created.url);
      await database.migrate();
      const dataDir = mkdtempSync(path.join(os.tmpdir(), `kindlist-instance-${index}-`));
      folders.push(dataDir);
      const clientDir = writeClientFixture(dataDir);
      const config: TConfig = loadConfig({
        DATA_DIR: dataDir,
        AUTH_SECRET: 'test-secret-that-is-at-least-32-characters-long',
        ADMIN_EMAILS: TEST_ADMIN_EMAIL,
        LOG_LEVEL: 'silent',
        TRUST_PROXY: '1',
      });
      const app: TKindlistApp = await buildApp({
        config,
        database,
        clientDir,
        logger: false,
        rateLimits: { globalMax: 100_000, authMax: 1000, ...options.rateLimits },
        mailRetryDelaysMs: [10],
        publicCacheTtlMs: options.publicCacheTtlMs ?? 60_000,
        clock: options.clock,
        isBackgroundWorkOnTimers: false,
      });
      urls.push(await app.listen({ port: 0, host: '127.0.0.1' }));
      const close = async () => {
        await app.mailer.flush();
        await app.close();
        await database.close();
      };
      contexts.push({ app, database, config, close });
    }
  } catch (error) {
    // Whatever started is stopped, so a failed start leaves no database behind.
    for (const context of contexts) await context.close().catch(() => {});
    await dropDatabase();
    throw error;
  }
  const proxy = await startRoundRobinProxy({ backends: urls });
  return {
    contexts,
    urls,
    proxy,
    contextAt(index) {
      const context = contexts[index];
      if (!context) throw new Error(`no instance ${index}`);
      return context;
    },
    urlAt(index) {
      const url = urls[index];
      if (!url) throw new Error(`no instance ${index}`);
      return url;
    },
    async close() {
      await proxy.close();
      for (const context of contexts) await context.close();
      await dropDatabase();
    },
  };
}

export type THttpAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/**
 * One HTTP request from a client at `from` (a loopback address of its own: 127.0.0.x), so that
 * each check has its own client address through the proxy, as different people would.
 */
export function sendHttp(
  baseUrl: string,
  options: {
    method?: string;
    path: string;
    from: string;
    cookie?: string;
    json?: unknown;
    headers?: Record<string, string>;
  },
): Promise<THttpAnswer> {
  const target = new URL(options.path, baseUrl);
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: options.method ?? 'GET',
        localAddress: options.from,
        agent: false,
        headers: {
          ...options.headers,
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** The Cookie header a browser would send back after this answer. */
export function readCookieHeader(answer: THttpAnswer): string {
  return (answer.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]).join('; ');
}
