// `npm run bench`: HTTP throughput of Kindlist's routes against a bare Fastify route, in one run.
//
// Starts, in this process, a bare Fastify app (one JSON route) and the real Kindlist app (fresh
// temporary DATA_DIR, embedded PGlite unless DATABASE_URL is set, request logging at LOG_LEVEL into
// /dev/null, rate limiter active with a limit it never reaches), both on free ports of 127.0.0.1.
// autocannon fires from a worker thread so the load generator does not share the servers' event loop.
// Each target is warmed up, then measured for BENCH_DURATION seconds (default 10) at 32 connections.
//
// The goal: every route serves at least 1/3 of the bare route's requests per second. Misses are
// reported, not fatal: the script exits 0 unless something crashed.
//
// To add a target, append to TARGETS below. `setup` runs once before the warm-up, against the
// running app (e.g. to sign in and return a session cookie as a header).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import type { TKindlistApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import type { TDatabaseHandle } from '../src/server/db/client';
import { createLoggerOptions } from '../src/server/logging/logger-options';
import { prepareServer } from '../src/server/start';

type THeaders = Record<string, string>;

type TSetupContext = {
  /** Base URL of the running Kindlist app, e.g. http://127.0.0.1:40123 */
  baseUrl: string;
  app: TKindlistApp;
  database: TDatabaseHandle;
};

type TBenchTarget = {
  name: string;
  path: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The status every response should have; others are counted as unexpected. */
  expectedStatus: number;
  headers?: THeaders;
  body?: string;
  /** Runs once before the warm-up; the headers it returns are added to every request. */
  setup?: (context: TSetupContext) => Promise<{ headers?: THeaders } | undefined>;
};

// Routes of the Kindlist app to measure. Later work appends here.
const TARGETS: TBenchTarget[] = [
  { name: 'GET /api/health', path: '/api/health', expectedStatus: 200 },
  { name: 'GET /api/auth/user (signed out)', path: '/api/auth/user', expectedStatus: 401 },
];

const CONNECTIONS = 32;
const GOAL_RATIO = 1 / 3;

function readSeconds(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number of seconds`);
  return value;
}

const DURATION_S = readSeconds('BENCH_DURATION', 10);
const WARMUP_S = readSeconds('BENCH_WARMUP', Math.min(3, DURATION_S));

type TMeasurement = {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  unexpected: number;
  expectedStatus: number;
};

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server did not report a TCP port');
  return `http://127.0.0.1:${address.port}`;
}

function fire(url: string, target: TBenchTarget, headers: THeaders, seconds: number) {
  return autocannon({
    url,
    method: target.method ?? 'GET',
    headers,
    ...(target.body === undefined ? {} : { body: target.body }),
    connections: CONNECTIONS,
    duration: seconds,
    // One worker thread: the load generator gets its own core instead of the servers' event loop.
    workers: 1,
  });
}

async function measure(baseUrl: string, target: TBenchTarget, headers: THeaders): Promise<TMeasurement> {
  const url = `${baseUrl}${target.path}`;
  process.stdout.write(`  ${target.name}: warming up ${WARMUP_S} s, measuring ${DURATION_S} s...`);
  await fire(url, target, headers, WARMUP_S);
  const result = await fire(url, target, headers, DURATION_S);
  const counts = Object.entries(result.statusCodeStats ?? {}).map(([status, stats]) => ({
    status: Number(status),
    count: stats?.count ?? 0,
  }));
  const total = counts.reduce((sum, entry) => sum + entry.count, 0);
  const asExpected = counts.find((entry) => entry.status === target.expectedStatus)?.count ?? 0;
  const unexpected = total - asExpected + result.errors + result.timeouts;
  const isExpected2xx = target.expectedStatus >= 200 && target.expectedStatus < 300;
  process.stdout.write(' done\n');
  return {
    name: target.name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total,
    // Non-2xx answers that the target expects (e.g. 401 when signed out) are not counted.
    non2xx: isExpected2xx ? result.non2xx : result.non2xx - asExpected,
    unexpected,
    expectedStatus: target.expectedStatus,
  };
}

function formatTable(rows: string[][]): string {
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  return rows
    .map((row, index) => {
      const line = row
        .map((cell, column) =>
          column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
        )
        .join('  ');
      return index === 0 ? `${line}\n${widths.map((width) => '-'.repeat(width)).join('  ')}` : line;
    })
    .join('\n');
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kindlist-bench-'));
  const logLevel = process.env.LOG_LEVEL?.trim() || 'info';
  let bare: FastifyInstance | undefined;
  let app: TKindlistApp | undefined;
  let database: TDatabaseHandle | undefined;
  try {
    const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: logLevel, PORT: '0' });

    bare = Fastify({ logger: false });
    bare.get('/', async () => ({ status: 'ok' }));
    const bareUrl = await listen(bare);

    ({ app, database } = await prepareServer(config, {
      // The production logger (same level, redaction and serializers), written to /dev/null so its
      // cost is measured without flooding the terminal.
      logger: { ...(createLoggerOptions(config.logLevel) as object), file: '/dev/null' },
      // The limiter runs on every request, as in production, but never rejects.
      rateLimits: { globalMax: 1e9 },
    }));
    const appUrl = await listen(app);

    console.log('\nKindlist benchmark');
    console.log(
      `  Node ${process.version}, ${os.cpus().length} cores; autocannon in a worker thread, ${CONNECTIONS} connections`,
    );
    console.log(
      `  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
    );
    console.log(`  Request logging at level "${logLevel}" into /dev/null (its cost is included)`);
    console.log('  Rate limiter active (limit raised to 1e9 so it never rejects)\n');

    // The bare route is measured first and again last; the reference is the mean of both, which evens
    // out a machine that speeds up or slows down during the run.
    const bareTarget: TBenchTarget = { name: 'bare Fastify route', path: '/', expectedStatus: 200 };
    const bareFirst = await measure(bareUrl, bareTarget, {});
    const measurements: TMeasurement[] = [];
    for (const target of TARGETS) {
      const extra = target.setup ? await target.setup({ baseUrl: appUrl, app, database }) : undefined;
      measurements.push(await measure(appUrl, target, { ...target.headers, ...extra?.headers }));
    }
    const bareLast = await measure(bareUrl, { ...bareTarget, name: 'bare Fastify route (again)' }, {});

    const reference = (bareFirst.requestsPerSecond + bareLast.requestsPerSecond) / 2;
    const rows = [['target', 'req/s (avg)', 'p50 ms', 'p99 ms', 'vs bare', 'non-2xx', 'unexpected', 'goal']];
    for (const row of [bareFirst, bareLast, ...measurements]) {
      const isBare = row === bareFirst || row === bareLast;
      const ratio = reference > 0 ? row.requestsPerSecond / reference : 0;
      rows.push([
        row.name,
        Math.round(row.requestsPerSecond).toLocaleString('en-US'),
        String(row.p50),
        String(row.p99),
        `${(ratio * 100).toFixed(1)} %`,
        String(row.non2xx),
        String(row.unexpected),
        isBare ? 'reference' : ratio >= GOAL_RATIO ? 'PASS' : 'MISS',
      ]);
    }
    console.log(`\n${formatTable(rows)}\n`);
    console.log(
      `Goal: each route serves at least 1/3 (33.3 %) of the bare route's requests/s ` +
        `(reference: ${Math.round(reference).toLocaleString('en-US')} req/s, the mean of its two runs). ` +
        `Expected statuses (e.g. 401 when signed out) are not counted as non-2xx.`,
    );
    for (const row of [bareFirst, ...measurements, bareLast]) {
      if (row.unexpected > 0) {
        console.log(
          `  Warning: ${row.name} had ${row.unexpected} responses other than ${row.expectedStatus} (or errors/timeouts) out of ${row.total}.`,
        );
      }
    }
  } finally {
    await app?.close().catch(() => {});
    await bare?.close().catch(() => {});
    await database?.close().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('\nBenchmark crashed:', error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
