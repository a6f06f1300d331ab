// `npm run soak [-- --minutes 10 --rate 100 --port 0]`: a steady mixed load on the built server, run
// as a real process on PostgreSQL, for `--minutes`; prints requests, errors, p50/p99 and the server's
// RSS every 30 s, then whether RSS stayed flat over the second half (the first is warm-up).
//
// The database: DATABASE_URL if set (soak users and lists are added to it), else a new database the
// script creates on SOAK_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres) and drops
// at the end. The server trusts one proxy hop, and every simulated client sends its own
// X-Forwarded-For, so per-address limits see many clients as they would behind a load balancer.
// Exits 1 when any request failed, fell behind, or RSS grew beyond its noise.
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureBuilt, PROJECT_ROOT } from './built-server';
import { createSoakDatabase, createSoakList, createSoakUser, type TSoakUser } from './soak/soak-data';
import { RESERVES_PER_DONOR, startLoad } from './soak/soak-load';
import { judgeRss, type TRssSample } from './soak/soak-verdict';

const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    rate: { type: 'string', default: '100' },
    port: { type: 'string', default: '0' },
    // Each donor makes at most 20 reservations a day, and signing up many donors takes a while.
    'reserves-per-second': { type: 'string', default: '1' },
  },
});
const MINUTES = Number(args.minutes);
const RATE = Number(args.rate);
const RESERVES_PER_SECOND = Number(args['reserves-per-second']);
if (!(MINUTES > 0) || !(RATE > 0) || !(RESERVES_PER_SECOND >= 0)) {
  throw new Error('--minutes and --rate must be positive numbers, --reserves-per-second at least 0');
}
const REPORT_EVERY_MS = 30_000;
const RSS_EVERY_MS = 5_000;
const FAMILIES = 3;

function readRssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited before it was ready:\n${output()}`);
    const response = await fetch(`${baseUrl}/api/health`).catch(() => undefined);
    if (response?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not become healthy within 120 s:\n${output()}`);
}

async function startServer(databaseUrl: string, port: number, dataDir: string, logPath: string) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: 'soak-secret-that-is-at-least-32-characters-long',
    APP_URL: `http://127.0.0.1:${port}`,
    SEED_DEMO: '1',
    TRUST_PROXY: '1',
    // Sign-ups and sign-ins of the setup come fast; the limit is not what the soak measures.
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  };
  const child = spawn(process.execPath, [path.join(PROJECT_ROOT, 'dist', 'server', 'server.js')], {
    cwd: PROJECT_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  let port_ = port;
  const log = createWriteStream(logPath);
  const keep = (chunk: Buffer) => {
    log.write(chunk);
    tail = (tail + chunk.toString()).slice(-20_000);
    const match = /running at http:\/\/localhost:(\d+)/.exec(tail);
    if (match) port_ = Number(match[1]);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  process.once('exit', () => child.kill('SIGKILL'));
  // Port 0: the server says which port it took.
  while (port_ === 0 && child.exitCode === null) await new Promise((resolve) => setTimeout(resolve, 100));
  const baseUrl = `http://127.0.0.1:${port_}`;
  await waitForHealth(baseUrl, child, () => tail);
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  return { child, baseUrl, stop, output: () => tail };
}

async function inBatches<T>(count: number, size: number, make: (index: number) => Promise<T>): Promise<T[]> {
  const made: T[] = [];
  for (let start = 0; start < count; start += size) {
    const batch = Array.from({ length: Math.min(size, count - start) }, (_, offset) => make(start + offset));
    made.push(...(await Promise.all(batch)));
  }
  return made;
}

async function main(): Promise<void> {
  ensureBuilt();
  const given = process.env.DATABASE_URL;
  const database = given
    ? { databaseUrl: given, drop: async () => {} }
    : await createSoakDatabase(
        process.env.SOAK_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
      );
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kindlist-soak-'));
  // The server's log (one line per request, with its id): kept when the soak fails.
  const logPath = path.join(os.tmpdir(), `kindlist-soak-${Date.now()}.log`);
  const server = await startServer(database.databaseUrl, Number(args.port), dataDir, logPath);
  const pid = server.child.pid ?? 0;
  const cleanUp = async () => {
    await server.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  // Stopped early (Ctrl-C, a signal): the server and the database the soak made go too.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.log(`\n${signal}: stopping the server and dropping the soak's database.`);
      void cleanUp().finally(() => process.exit(130));
    });
  }
  try {
    const donorCount =
      Math.ceil((MINUTES * 60 * Math.min(RATE, RESERVES_PER_SECOND) * 1.3) / RESERVES_PER_DONOR) + 2;
    console.log(
      `Soak: ${MINUTES} min at ${RATE} scenarios/s on ${given ? 'DATABASE_URL' : 'a new database'}, server pid ${pid} at ${server.baseUrl}`,
    );
    const families = await inBatches(FAMILIES, FAMILIES, (index) =>
      createSoakUser(server.baseUrl, database.databaseUrl, index + 1, 'family'),
    );
    const lists = await inBatches(families.length, 3, (index) =>
      createSoakList(server.baseUrl, families[index] as TSoakUser, index, 10),
    );
    const donors = await inBatches(donorCount, 8, (index) =>
      createSoakUser(server.baseUrl, database.databaseUrl, 100 + index, 'donor'),
    );
    const browse = (await (await fetch(`${server.baseUrl}/api/lists`)).json()) as {
      lists?: Array<{ id: string }>;
    };
    const listIds = [...lists.map((list) => list.id), ...(browse.lists ?? []).map((list) => list.id)];
    console.log(
      `Set up ${families.length} families, ${lists.length} lists (${listIds.length} to read), ${donors.length} donors.`,
    );
    console.log('   time  requests  errors   p50 ms   p99 ms   RSS MB');

    const rss: TRssSample[] = [];
    const started = performance.now();
    const load = startLoad({
      baseUrl: server.baseUrl,
      rate: RATE,
      reservesPerSecond: RESERVES_PER_SECOND,
      lists,
      listIds,
      donors,
    });
    const sampler = setInterval(
      () => rss.push({ seconds: (performance.now() - started) / 1000, mb: readRssMb(pid) }),
      RSS_EVERY_MS,
    );
    const durationMs = MINUTES * 60_000;
    while (performance.now() - started < durationMs) {
      const wait = Math.min(REPORT_EVERY_MS, durationMs - (performance.now() - started));
      await new Promise((resolve) => setTimeout(resolve, wait));
      const window = load.stats.takeWindow();
      const seconds = Math.round((performance.now() - started) / 1000);
      console.log(
        `${`${seconds} s`.padStart(7)}${String(window.requests).padStart(10)}${String(window.errors).padStart(8)}${window.p50.toFixed(1).padStart(9)}${window.p99.toFixed(1).padStart(9)}${readRssMb(pid).toFixed(1).padStart(9)}`,
      );
    }
    clearInterval(sampler);
    await load.stop();
    const total = load.stats.total();
    const metrics = await (await fetch(`${server.baseUrl}/metrics`)).text();
    const sample = (series: string) =>
      /\s([0-9.e+-]+)$/.exec(metrics.split('\n').find((line) => line.startsWith(`${series} `)) ?? '')?.[1] ??
      '?';
    console.log(
      `\nTotal: ${total.requests} requests (${(total.requests / (MINUTES * 60)).toFixed(1)}/s), ${total.errors} errors, ${total.skipped} scenarios skipped (server behind), p50 ${total.p50.toFixed(1)} ms, p99 ${total.p99.toFixed(1)} ms`,
    );
    for (const [kind, count] of total.errorsByKind) console.log(`  error: ${kind} × ${count}`);
    console.log(
      `Server's /metrics: ${sample('kindlist_db_query_duration_seconds_count')} statements, public cache ${sample('kindlist_public_cache_lookups_total{result="hit"}')} hits / ${sample('kindlist_public_cache_lookups_total{result="miss"}')} misses`,
    );
    const verdict = judgeRss(rss, MINUTES * 60);
    console.log(verdict.text);
    const isPassed = total.errors === 0 && total.skipped === 0 && verdict.isFlat;
    console.log(isPassed ? 'PASS' : 'FAIL');
    process.exitCode = isPassed ? 0 : 1;
    if (isPassed) rmSync(logPath, { force: true });
    else console.log(`The server's log: ${logPath}`);
  } finally {
    await cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
