// `npm run bench`: HTTP throughput of Kindlist's routes against a bare Fastify route, in one run.
//
// Starts, in this process, a bare Fastify app (one JSON route) and the real Kindlist app twice on one
// database (fresh temporary DATA_DIR, embedded PGlite unless DATABASE_URL is set, request logging at
// LOG_LEVEL into /dev/null, the rate limiter and the donors' limits active with limits they never reach:
// bench/bench-apps.ts): once as deployed, and once with a public cache that keeps nothing, so that its
// figures are those of cache misses.
// autocannon fires from a worker thread so the load generator does not share the servers' event loop.
//
// Every public read is measured as a hit (one address, repeated: the 2-second public cache answers
// all but the first request of each window) and as misses (a different address per request, from a
// realistic spread of pages, words, places and ids, on the app whose cache keeps nothing). Each load
// runs in BENCH_ROUNDS rounds (default 3) of BENCH_DURATION seconds (default 5) at 32 connections,
// after one warm-up; each round's ratio is taken against the bare route measured just before, and the
// median ratio is reported (the host's speed drifts). Each row also gives the event loop's busy time
// per request, a figure that moves less with the host.
//
// Every request carries a browser's `Accept-Encoding: gzip, deflate, br` (BENCH_ACCEPT_ENCODING, empty
// for none), so public answers are measured compressed, as browsers get them.
//
// Misses of a goal are reported, not fatal. Unexpected answers are: before measuring, a few requests of
// every target check that each answers as it expects (the set-up loaded what it needs, no limit
// refuses), and the run stops at once if one does not; an unexpected answer while measuring fails the
// run after the table is printed. Either way the message names the target and the statuses seen, and
// the script exits 1. Targets are in bench/targets.ts; BENCH_ONLY (pieces of names, separated by
// commas) measures only the matching ones.

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '#server/config';
import { measureAdminStats } from './bench/admin-stats';
import { startBenchApps, type TBenchApps } from './bench/bench-apps';
import { readBenchSizes } from './bench/bench-data';
import { checkRuns, prepareRuns, type TRun } from './bench/bench-runs';
import { measureProductSearchLatency } from './bench/product-search';
import {
  addAnswers,
  CONNECTIONS,
  describeUnexpected,
  measureLoad,
  median,
  type TLoad,
  type TMeasurement,
} from './bench/run-load';
import { ALL_TARGETS, type TGoal } from './bench/targets';
import { formatTable } from './format-table';

const ONLY = (process.env.BENCH_ONLY ?? '').split(',').map((piece) => piece.trim());
const TARGETS = ALL_TARGETS.filter((target) => ONLY.some((piece) => target.name.includes(piece)));
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br';
const BROWSER_HEADERS: Record<string, string> = ACCEPT_ENCODING ? { 'accept-encoding': ACCEPT_ENCODING } : {};

/** The run cannot measure what its targets name: the message says which target got what. */
class BenchFailure extends Error {}

function readSeconds(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number of seconds`);
  return value;
}

const DURATION_S = readSeconds('BENCH_DURATION', 5);
const ROUNDS = Math.max(1, Math.round(readSeconds('BENCH_ROUNDS', 3)));
const WARMUP_S = readSeconds('BENCH_WARMUP', Math.min(3, DURATION_S));

function summarize(runs: TMeasurement[]) {
  return {
    requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
    p50: median(runs.map((run) => run.p50)),
    p99: Math.max(...runs.map((run) => run.p99)),
    busyMicros: median(runs.map((run) => run.busyMicros)),
    bytesPerResponse: median(runs.map((run) => run.bytesPerResponse)),
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
    unexpected: runs.reduce((sum, run) => sum + run.unexpected, 0),
  };
}

function describeGoal(goal: TGoal): string {
  return `≥ ${(goal.ratio * 100).toFixed(goal.ratio < 0.1 ? 0 : goal.ratio === 1 / 3 ? 1 : 0)} %${goal.p99Ms ? `, p99 < ${goal.p99Ms} ms` : ''}`;
}

/** Before any measuring: a few requests of every run, each of which must answer as its target expects. */
async function checkBeforeMeasuring(runs: TRun[], urls: TBenchApps['urls']): Promise<void> {
  process.stdout.write(`  Checking that each of the ${runs.length} loads answers as it expects...`);
  const problems = (await checkRuns(runs, urls)).flatMap((check) => (check.problem ? [check.problem] : []));
  process.stdout.write(problems.length === 0 ? ' yes\n\n' : ' no\n');
  if (problems.length > 0) {
    throw new BenchFailure(
      `the set-up or a target is broken, nothing was measured:\n${problems.map((line) => `  - ${line}`).join('\n')}`,
    );
  }
}

type TRounds = { bareLoad: TLoad; bareRuns: TMeasurement[]; measured: TMeasurement[][]; ratios: number[][] };

// The machine's speed drifts during a run (a shared host): each round measures the bare route, then
// every load; each load's ratio is against the bare route of its round.
async function measureRounds(runs: TRun[], urls: TBenchApps['urls']): Promise<TRounds> {
  const bareLoad: TLoad = { name: 'bare Fastify route', path: '/', expectedStatus: 200 };
  const bareRuns: TMeasurement[] = [];
  const measured: TMeasurement[][] = runs.map(() => []);
  const ratios: number[][] = runs.map(() => []);
  for (let round = 1; round <= ROUNDS; round++) {
    console.log(`  round ${round} of ${ROUNDS}`);
    const timing = { seconds: DURATION_S, warmupSeconds: round === 1 ? WARMUP_S : 0 };
    const bareRun = await measureLoad(urls.bare, bareLoad, BROWSER_HEADERS, timing);
    bareRuns.push(bareRun);
    for (const [index, run] of runs.entries()) {
      const result = await measureLoad(run.isCold ? urls.cold : urls.app, run.load, run.headers(), timing);
      measured[index]?.push(result);
      ratios[index]?.push(
        bareRun.requestsPerSecond > 0 ? result.requestsPerSecond / bareRun.requestsPerSecond : 0,
      );
    }
  }
  return { bareLoad, bareRuns, measured, ratios };
}

function printTable(runs: TRun[], { bareLoad, bareRuns, measured, ratios }: TRounds): void {
  const rows = [
    [
      'target',
      'req/s',
      'p50 ms',
      'p99 ms (worst)',
      'vs bare',
      'busy µs/req',
      'bytes/resp',
      'non-2xx',
      'unexpected',
      'goal',
      '',
    ],
  ];
  const bareSummary = summarize(bareRuns);
  rows.push([
    bareLoad.name,
    Math.round(bareSummary.requestsPerSecond).toLocaleString('en-US'),
    String(bareSummary.p50),
    String(bareSummary.p99),
    '100 %',
    bareSummary.busyMicros.toFixed(0),
    Math.round(bareSummary.bytesPerResponse).toLocaleString('en-US'),
    String(bareSummary.non2xx),
    String(bareSummary.unexpected),
    'reference',
    '',
  ]);
  for (const [index, run] of runs.entries()) {
    const summary = summarize(measured[index] ?? []);
    const ratio = median(ratios[index] ?? []);
    const isMet = ratio >= run.goal.ratio && (run.goal.p99Ms === undefined || summary.p99 < run.goal.p99Ms);
    rows.push([
      run.load.name,
      Math.round(summary.requestsPerSecond).toLocaleString('en-US'),
      String(summary.p50),
      String(summary.p99),
      `${(ratio * 100).toFixed(1)} %`,
      summary.busyMicros.toFixed(0),
      Math.round(summary.bytesPerResponse).toLocaleString('en-US'),
      String(summary.non2xx),
      String(summary.unexpected),
      describeGoal(run.goal),
      isMet ? 'PASS' : 'MISS',
    ]);
  }
  console.log(`\n${formatTable(rows)}\n`);
  console.log(
    `Per-round ratios: ${runs
      .map(
        (run, index) =>
          `${run.load.name}: ${(ratios[index] ?? []).map((r) => `${(r * 100).toFixed(1)} %`).join(', ')}`,
      )
      .join('; ')}`,
  );
  console.log(
    `Bare route per round: ${bareRuns.map((run) => Math.round(run.requestsPerSecond).toLocaleString('en-US')).join(', ')} req/s`,
  );
  console.log(
    "'vs bare': the median over the rounds of the route's requests/s divided by the bare route's in the same round. " +
      "'hit': one address, repeated (the public cache answers it); 'miss': a different address per request on a twin " +
      'of the app whose cache keeps nothing. Expected statuses (e.g. 401 when signed out) are not counted as non-2xx. ' +
      "'busy µs/req': how long the servers' event loop was busy per request (median over rounds), which moves less " +
      "with the speed of the host than requests/s do. 'bytes/resp': bytes received per response, headers included " +
      '(a compressed answer is smaller; an answer that came back empty shows here too).',
  );
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kindlist-bench-'));
  const logLevel = process.env.LOG_LEVEL?.trim() || 'info';
  let apps: TBenchApps | undefined;
  try {
    const config = loadConfig({
      // Loading 1,000,000 events and 100,000 items takes statements far longer than a request's.
      DATABASE_STATEMENT_TIMEOUT_MS: '600000',
      ...process.env,
      DATA_DIR: dataDir,
      LOG_LEVEL: logLevel,
      PORT: '0',
    });
    const sizes = readBenchSizes();
    apps = await startBenchApps(config);
    const { app, database, urls } = apps;
    const isPostgres = database.kind !== 'pglite';

    console.log('\nKindlist benchmark');
    console.log(
      `  Node ${process.version}, ${os.cpus().length} cores; autocannon in a worker thread, ${CONNECTIONS} connections`,
    );
    console.log(`  Database: ${isPostgres ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${dataDir}`}`);
    console.log(`  Request logging at level "${logLevel}" into /dev/null (its cost is included)`);
    console.log("  Rate limiter and donors' limits active (raised to 1e9 so they never refuse)");
    console.log(`  Accept-Encoding: ${ACCEPT_ENCODING || '(none)'}\n`);

    const runs = await prepareRuns(
      TARGETS,
      { app, database, config, sizes },
      { browserHeaders: BROWSER_HEADERS, isPostgres },
    );
    await checkBeforeMeasuring(runs, urls);
    const rounds = await measureRounds(runs, urls);
    printTable(runs, rounds);
    if (TARGETS.some((target) => target.name.startsWith('GET /api/products (product search)'))) {
      console.log(
        '\nProduct search latency at this table size, each search alone (goal: p95 well under 20 ms)',
      );
      console.log(formatTable(await measureProductSearchLatency(app)));
    }
    if (TARGETS.some((target) => target.name.startsWith('GET /api/admin/stats'))) {
      console.log(
        `\nAdmin statistics: every query of /admin/stats at ${sizes.events.toLocaleString('en-US')} analytics events, one page at a time, ${isPostgres ? 'PostgreSQL' : 'PGlite'}`,
      );
      console.log(formatTable(await measureAdminStats(database)));
    }
    const problems = runs.flatMap((run, index) => {
      const problem = describeUnexpected(
        run.load,
        addAnswers((rounds.measured[index] ?? []).map((result) => result.answers)),
      );
      return problem ? [problem] : [];
    });
    if (problems.length > 0) {
      throw new BenchFailure(
        `unexpected answers while measuring (their rows measure something else):\n${problems.map((line) => `  - ${line}`).join('\n')}`,
      );
    }
  } finally {
    await apps?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof BenchFailure) console.error(`\nBenchmark failed: ${error.message}`);
    else
      console.error('\nBenchmark crashed:', error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
