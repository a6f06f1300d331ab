// `npm run test:rolling`: a rolling restart under load. Starts real server processes (the built
// server) on one PostgreSQL behind the round-robin proxy, sends steady traffic through the proxy,
// then stops each instance in turn (SIGTERM) and starts it again from a new server build. Prints
// requests, answers, failures and retries; fails when a request the proxy retried was dropped.
// Needs TEST_DATABASE_URL (a fresh database is made there and dropped after). ROLLING_PORT (the
// proxy's port; instances take the next ones), ROLLING_INSTANCES, ROLLING_RATE (requests/s).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startRoundRobinProxy } from '#server/test/round-robin-proxy';
import { ensureBuilt, PROJECT_ROOT } from './built-server';
import { bundleServer } from './bundle-server.mjs';

const baseUrl = process.env.TEST_DATABASE_URL;
if (!baseUrl) {
  console.error('TEST_DATABASE_URL is required: the instances share one PostgreSQL.');
  process.exit(1);
}
const INSTANCES = Number(process.env.ROLLING_INSTANCES ?? 3);
const RATE = Number(process.env.ROLLING_RATE ?? 100);
const PROXY_PORT = Number(process.env.ROLLING_PORT ?? 6300);
const SECRET = randomBytes(24).toString('hex');
const PATHS = ['/api/lists', '/api/landing', '/api/blog', '/api/impact', '/api/lists?page=2'];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let release = 0;
/** A new server build, in a folder of its own under dist/ (node_modules are found from there). */
async function buildRelease(): Promise<string> {
  release += 1;
  const outdir = path.join(PROJECT_ROOT, 'dist', 'rolling', `release-${release}`);
  await bundleServer({ server: path.join(PROJECT_ROOT, 'src/server/server.ts') }, outdir);
  return path.join(outdir, 'server.js');
}

type TInstance = { port: number; dataDir: string; child: ChildProcess | null };

async function waitHealthy(port: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/api/health`, {
        signal: AbortSignal.timeout(1000),
      });
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`instance on port ${port} did not become healthy`);
}

function startInstance(instance: TInstance, entry: string, databaseUrl: string): Promise<void> {
  instance.child = spawn(process.execPath, ['--enable-source-maps', entry], {
    cwd: PROJECT_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: SECRET,
      PORT: String(instance.port),
      HOST: '127.0.0.1',
      DATA_DIR: instance.dataDir,
      TRUST_PROXY: '1',
      APP_URL: `http://127.0.0.1:${PROXY_PORT}`,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
    },
  });
  return waitHealthy(instance.port);
}

function stopInstance(instance: TInstance): Promise<void> {
  const child = instance.child;
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

type TLoad = { sent: number; byStatus: Map<number, number>; clientErrors: number };

/** Steady GETs through the proxy from 50 client addresses (each under the flood limit). */
function runLoad(proxyUrl: string, isRunning: () => boolean): { load: TLoad; done: Promise<void> } {
  const load: TLoad = { sent: 0, byStatus: new Map(), clientErrors: 0 };
  const inFlight = new Set<Promise<void>>();
  const send = (index: number) =>
    new Promise<void>((resolve) => {
      const target = new URL(PATHS[index % PATHS.length] ?? '/api/lists', proxyUrl);
      const request = http.get(
        {
          host: target.hostname,
          port: target.port,
          path: `${target.pathname}${target.search}`,
          agent: false,
          localAddress: `127.0.2.${(index % 50) + 1}`,
        },
        (answer) => {
          load.byStatus.set(answer.statusCode ?? 0, (load.byStatus.get(answer.statusCode ?? 0) ?? 0) + 1);
          answer.resume();
          answer.on('end', () => resolve());
        },
      );
      request.on('error', () => {
        load.clientErrors += 1;
        resolve();
      });
    });
  const done = (async () => {
    const started = performance.now();
    while (isRunning()) {
      const due = Math.floor(((performance.now() - started) / 1000) * RATE);
      while (load.sent < due) {
        const pending = send(load.sent);
        load.sent += 1;
        inFlight.add(pending);
        void pending.then(() => inFlight.delete(pending));
      }
      await sleep(5);
    }
    await Promise.all(inFlight);
  })();
  return { load, done };
}

async function main(): Promise<void> {
  ensureBuilt();
  const name = `kindlist_rolling_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl as string);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();

  const instances: TInstance[] = Array.from({ length: INSTANCES }, (_, index) => ({
    port: PROXY_PORT + 1 + index,
    dataDir: mkdtempSync(path.join(os.tmpdir(), `kindlist-rolling-${index}-`)),
    child: null,
  }));
  const proxy = await startRoundRobinProxy({
    backends: instances.map((instance) => `http://127.0.0.1:${instance.port}`),
    port: PROXY_PORT,
    healthCheckMs: 200,
  });
  let isRunning = true;
  try {
    const first = await buildRelease();
    // One at a time the first time: the first migrates and seeds, the others find it done.
    for (const instance of instances) await startInstance(instance, first, databaseUrl);
    console.log(`${INSTANCES} instances up behind ${proxy.url}; ${RATE} requests/s`);
    const { load, done } = runLoad(proxy.url, () => isRunning);
    await sleep(3000);
    for (const [index, instance] of instances.entries()) {
      const entry = await buildRelease();
      const stopped = performance.now();
      await stopInstance(instance);
      await startInstance(instance, entry, databaseUrl);
      const seconds = ((performance.now() - stopped) / 1000).toFixed(1);
      console.log(
        `instance ${index + 1}: stopped (SIGTERM) and back from release ${release} in ${seconds} s`,
      );
      await sleep(2000);
    }
    isRunning = false;
    await done;
    const stats = proxy.stats();
    const statuses = [...load.byStatus.entries()].sort(([a], [b]) => a - b);
    console.log(`\nrequests sent: ${load.sent}`);
    console.log(`answers: ${statuses.map(([status, count]) => `${status}: ${count}`).join(', ')}`);
    console.log(`client connection errors: ${load.clientErrors}`);
    console.log(
      `proxy: ${stats.requests} requests, ${stats.retries} retries, ${stats.failures} failures, ${stats.retriedAndDropped} retried and dropped`,
    );
    const isOk = stats.retriedAndDropped === 0 && load.clientErrors === 0;
    console.log(isOk ? 'OK: no retried request was dropped' : 'FAILED: requests were dropped');
    process.exitCode = isOk ? 0 : 1;
  } finally {
    isRunning = false;
    await proxy.close();
    for (const instance of instances) await stopInstance(instance);
    for (const instance of instances) rmSync(instance.dataDir, { recursive: true, force: true });
    rmSync(path.join(PROJECT_ROOT, 'dist', 'rolling'), { recursive: true, force: true });
    const dropper = new pg.Client({ connectionString: baseUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
