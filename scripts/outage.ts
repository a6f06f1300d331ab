// npm run test:outage — the database going away under load, and a graceful stop, on a throw-away
// PostgreSQL of the suite's own and the real server process. Prints its figures; exits non-zero when
// a check fails. Ports: OUTAGE_PG_PORT (6201) and OUTAGE_PORT (6202).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  check,
  checkInvariants,
  countBy,
  failures,
  reportOutage,
  seconds,
  type THealthSample,
} from './outage/checks';
import { bundleTheServer, startServer, type TLogLine } from './outage/server-process';
import { createThrowawayPostgres } from './outage/throwaway-postgres';
import { nextAddress, runTraffic, seed, type TAnswer } from './outage/traffic';

const PG_PORT = Number(process.env.OUTAGE_PG_PORT ?? 6201);
const PORT = Number(process.env.OUTAGE_PORT ?? 6202);
const OUTAGE_MS = Number(process.env.OUTAGE_SECONDS ?? 20) * 1000;
// Shortened from the default 10 s so that a frozen database's bound shows within the outage.
const STATEMENT_TIMEOUT_MS = Number(process.env.OUTAGE_STATEMENT_TIMEOUT_MS ?? 4000);
const DRAIN_MS = 2000;
const SHUTDOWN_TIMEOUT_MS = 15_000;
const SERVER_LOG = process.env.OUTAGE_SERVER_LOG ?? path.join(os.tmpdir(), 'kindlist-outage-server.log');

const startedAt = performance.now();
const now = () => Math.round(performance.now() - startedAt);
async function main(): Promise<void> {
  console.log(`Bundling the server; throw-away PostgreSQL on port ${PG_PORT}, server on ${PORT}.`);
  await bundleTheServer();
  const database = await createThrowawayPostgres(PG_PORT);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kindlist-outage-data-'));
  let serverLogs: TLogLine[] | null = null;
  try {
    await database.start();
    const server = await startServer({
      port: PORT,
      now,
      env: {
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        AUTH_SECRET: 'outage-suite-secret-that-is-long-enough-1234',
        APP_URL: `http://127.0.0.1:${PORT}`,
        LOG_LEVEL: 'info',
        SEED_DEMO: '0',
        TRUST_PROXY: '127.0.0.1',
        AUTH_RATE_LIMIT_PER_MINUTE: '100000',
        DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
        SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
        SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
      },
    });
    serverLogs = server.logs;
    const data = await seed(server.baseUrl, database, 30);
    console.log(
      `Seeded a list with ${data.itemIds.length} items and ${data.donorCookies.length} signed-in donors.`,
    );

    const health: THealthSample[] = [];
    let isPolling = true;
    const poller = (async () => {
      while (isPolling) {
        const atMs = now();
        try {
          // As a load balancer's checks would, from addresses of their own (the flood limit is per address).
          const answer = await fetch(`${server.baseUrl}/api/health`, {
            headers: { 'x-forwarded-for': nextAddress() },
            signal: AbortSignal.timeout(10_000),
          });
          health.push({ atMs, status: answer.status });
        } catch {
          health.push({ atMs, status: 'error' });
        }
        await sleep(50);
      }
    })();
    const answers: TAnswer[] = [];
    let isPhaseOne = true;
    const phaseOne = runTraffic({
      baseUrl: server.baseUrl,
      seed: data,
      workers: 8,
      pauseMs: 150,
      now,
      isRunning: () => isPhaseOne,
      answers,
    });
    await sleep(5000);

    let downMs = now();
    await database.stop();
    await sleep(OUTAGE_MS);
    await database.start();
    let upMs = now();
    await sleep(8000);
    check(server.child.exitCode === null, 'stopped: the server process stayed up');
    reportOutage({
      name: 'stopped (pg_ctl stop -m fast)',
      downMs,
      upMs,
      answers,
      health,
      logs: server.logs,
      maxLatencyBoundMs: 4000,
    });

    downMs = now();
    database.freeze();
    await sleep(OUTAGE_MS);
    database.thaw();
    upMs = now();
    await sleep(8000);
    check(server.child.exitCode === null, 'frozen: the server process stayed up');
    reportOutage({
      name: 'frozen (SIGSTOP, then SIGCONT)',
      downMs,
      upMs,
      answers,
      health,
      logs: server.logs,
      maxLatencyBoundMs: STATEMENT_TIMEOUT_MS + 2000 + 1000,
    });
    const resumed = server.logs.filter((line) => line.msg === 'background jobs resumed').length;
    console.log(
      `  background jobs: ${server.logs.filter((line) => line.msg.startsWith('background jobs paused')).length} pause lines, ${resumed} resume lines in the run`,
    );
    isPhaseOne = false;
    await phaseOne;
    console.log('\nRows after both outages:');
    await checkInvariants(database, 'after the outages');

    // SIGTERM under load. Views are written every 5 s: after a quiet 6 s, every view seen so far is in.
    await sleep(6000);
    const viewsBefore = Number(
      (await database.query<{ views: number }>('select view_count as views from needs_lists'))[0]?.views ?? 0,
    );
    const stopAnswers: TAnswer[] = [];
    let isPhaseTwo = true;
    const phaseTwo = runTraffic({
      baseUrl: server.baseUrl,
      seed: data,
      workers: 24,
      pauseMs: 5,
      now,
      isRunning: () => isPhaseTwo,
      answers: stopAnswers,
    });
    await sleep(3000);
    const termMs = now();
    server.child.kill('SIGTERM');
    const exit = await server.exited;
    await sleep(500);
    isPhaseTwo = false;
    isPolling = false;
    await Promise.all([phaseTwo, poller]);
    const viewsAfter = Number(
      (await database.query<{ views: number }>('select view_count as views from needs_lists'))[0]?.views ?? 0,
    );
    const viewsServed = stopAnswers.filter(
      (answer) => answer.op === 'list page' && answer.status === 200,
    ).length;

    console.log('\nSIGTERM under load');
    const inFlight = stopAnswers.filter((answer) => answer.startMs < termMs && answer.endMs > termMs);
    const after = stopAnswers.filter((answer) => answer.startMs >= termMs);
    const firstHealth503 = health.find((sample) => sample.atMs >= termMs && sample.status !== 200);
    const lastHealth200 = [...health].reverse().find((sample) => sample.status === 200);
    console.log(
      `  in flight at SIGTERM: ${inFlight.length}, answered ${JSON.stringify(countBy(inFlight, (a) => String(a.status)))}`,
    );
    console.log(`  sent after SIGTERM: ${JSON.stringify(countBy(after, (a) => String(a.status)))}`);
    const lateRefused = after.filter((answer) => answer.status === 503);
    console.log(
      `  health: first answer other than 200 ${firstHealth503 ? `${firstHealth503.atMs - termMs} ms` : 'never'} after SIGTERM (${firstHealth503?.status}); last 200 at ${lastHealth200 ? lastHealth200.atMs - termMs : '?'} ms`,
    );
    console.log(`  exit code ${exit.code} after ${seconds(exit.atMs - termMs)} (drain ${seconds(DRAIN_MS)})`);
    console.log(
      `  views: ${viewsServed} list pages served since the last write, view count +${viewsAfter - viewsBefore}`,
    );
    check(
      inFlight.length > 0 &&
        inFlight.every((answer) => typeof answer.status === 'number' && answer.status < 500),
      `SIGTERM: every request in flight finished (${inFlight.length})`,
    );
    check(
      Boolean(firstHealth503) && (firstHealth503?.atMs ?? 0) - termMs <= 200,
      'SIGTERM: health answers 503 at once (within 200 ms)',
    );
    check(
      after.every(
        (answer) =>
          answer.status !== 'timeout' &&
          (typeof answer.status !== 'number' ||
            answer.status < 500 ||
            (answer.status === 503 && answer.retryAfter === '5' && Boolean(answer.message))),
      ),
      `SIGTERM: later requests are served, or refused with 503 + Retry-After + { message } (${lateRefused.length}), or find the listener closed`,
    );
    check(exit.code === 0 && exit.atMs - termMs <= DRAIN_MS + 5000, 'SIGTERM: exit 0 within the drain + 5 s');
    check(
      viewsAfter - viewsBefore === viewsServed,
      'SIGTERM: every view counted before the stop was written',
    );
    await checkInvariants(database, 'after the stop');
  } finally {
    await database.remove();
    rmSync(dataDir, { recursive: true, force: true });
    if (serverLogs) writeFileSync(SERVER_LOG, serverLogs.map((line) => line.raw).join('\n'));
    console.log(`\nThe server's whole log: ${SERVER_LOG}`);
  }
  console.log(failures.length === 0 ? '\nAll checks passed.' : `\n${failures.length} check(s) failed.`);
  process.exit(failures.length === 0 ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
