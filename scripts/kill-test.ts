// `npm run test:kill`: the built server on a throw-away PostgreSQL database, killed (SIGKILL) at seeded
// random moments of bursts of donors' and families' writes, restarted each time; after every restart
// the lost keyed writes are sent again with their keys and the database's invariants are checked.
// Needs TEST_DATABASE_URL (a PostgreSQL server where it may create and drop a database).
// KILL_ROUNDS (20), KILL_SEED (1), KILL_WORKERS (8), KILL_PORT (a free one), KILL_DB_PREFIX, KILL_VERBOSE,
// KILL_KEEP_DATABASE=1 (leave the database for a look).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ELM_STREET_ADDRESS } from '#shared/test/shipping-addresses';
import { checkInvariants, countGifts, INVARIANT_COUNT } from './kill/invariants';
import { createRandom, send, signUp, type TActor } from './kill/kill-client';
import { createTally, OPERATIONS, readWorld, retryLostWrites, runBurst } from './kill/workload';

const ROOT = path.resolve(import.meta.dirname, '..');
const ROUNDS = Number(process.env.KILL_ROUNDS ?? 20);
const SEED = Number(process.env.KILL_SEED ?? 1);
const WORKERS = Number(process.env.KILL_WORKERS ?? 8);
const baseDatabaseUrl = process.env.TEST_DATABASE_URL;
if (!baseDatabaseUrl) {
  console.error('TEST_DATABASE_URL must name a PostgreSQL server where this test may create a database.');
  process.exit(2);
}

function buildIfNeeded(): void {
  const check = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "import('./scripts/source-stamp.mjs').then((m) => process.exit(m.isBuildCurrent() ? 0 : 1))",
    ],
    { cwd: ROOT },
  );
  if (check.status === 0) return;
  console.log('Building (npm run build)...');
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startServer(env: NodeJS.ProcessEnv, baseUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['dist/server/server.js'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const deadline = performance.now() + 60_000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${errors}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(1000) })).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not answer /api/health within 60 s:\n${errors}`);
}

const killHard = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

// Each list tells its own story: close copies are held for review and take no gifts.
const STORIES = [
  'A kitchen fire spread through our apartment in March and the smoke ruined our clothes and bedding.',
  'The river flooded our street after three days of rain, and the water reached the top of our beds.',
  'My husband lost his job at the plant when it closed, and our savings went on rent and medicine.',
  'Our son spent six weeks in the hospital this winter; the bills took everything we had put aside.',
  'A tornado tore the roof off our house, so we are staying with cousins while the insurance is decided.',
  'After leaving a dangerous home with my two daughters we started again with nothing but a suitcase.',
];

async function createLists(baseUrl: string, owners: TActor[], admin: pg.Client) {
  const lists = [];
  for (const owner of owners) {
    await admin.query('update users set email_verified = true where id = $1', [owner.id]);
    for (let index = 0; index < 2; index += 1) {
      const created = await send(baseUrl, owner, 'POST', '/api/lists', {
        title: `Family ${owners.indexOf(owner) + 1}, list ${index + 1}`,
        story: `${STORIES[lists.length % STORIES.length]} Anything on this list helps us get back on our feet.`,
        category: 'essential-items',
        city: 'Dayton',
        region: 'OH',
        shippingAddress: ELM_STREET_ADDRESS,
      });
      const listId = (created.body as { id: string }).id;
      for (const [position, name] of ['Winter coat', 'Towels', 'Blankets', 'Soap'].entries()) {
        await send(baseUrl, owner, 'POST', `/api/lists/${listId}/items`, {
          name,
          quantity: 3 + position * 2,
        });
      }
      const published = await send(baseUrl, owner, 'POST', `/api/lists/${listId}/publish`, {});
      if (published.status >= 300)
        throw new Error(`publish: ${published.status} ${JSON.stringify(published.body)}`);
      lists.push({ id: listId, owner, items: [], version: 1 });
    }
  }
  return lists;
}

async function main(): Promise<number> {
  buildIfNeeded();
  const port = Number(process.env.KILL_PORT ?? (await findFreePort()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const databaseName = `${process.env.KILL_DB_PREFIX ?? 'kindlist_kill'}_${randomBytes(4).toString('hex')}`;
  const serverAdmin = new pg.Client({ connectionString: baseDatabaseUrl });
  await serverAdmin.connect();
  await serverAdmin.query(`create database ${databaseName}`);
  const databaseUrl = new URL(baseDatabaseUrl as string);
  databaseUrl.pathname = `/${databaseName}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kindlist-kill-'));
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl.toString(),
    AUTH_SECRET: randomBytes(32).toString('hex'),
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: baseUrl,
    DATA_DIR: dataDir,
    SEED_DEMO: '0',
    LOG_LEVEL: 'error',
    TRUST_PROXY: '1',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  };
  const db = new pg.Client({ connectionString: databaseUrl.toString() });
  let child: ChildProcess | null = null;
  const random = createRandom(SEED);
  const tally = createTally();
  const violations: string[] = [];
  let checksPassed = 0;
  let kills = 0;
  try {
    child = await startServer(env, baseUrl);
    await db.connect();
    const owners = [];
    for (let index = 0; index < 3; index += 1) owners.push(await signUp(baseUrl, 'family', index));
    const donors = [];
    for (let index = 0; index < 24; index += 1) donors.push(await signUp(baseUrl, 'donor', 100 + index));
    await db.query('update users set email_verified = true');
    const lists = await createLists(baseUrl, owners, db);
    console.log(
      `Kill test: ${ROUNDS} rounds, seed ${SEED}, ${WORKERS} writers, 3 families with 6 lists, 24 donors, port ${port}, database ${databaseName}`,
    );
    for (let round = 1; round <= ROUNDS; round += 1) {
      const world = await readWorld(baseUrl, lists, donors);
      const killAfterMs = random.int(150, 1500);
      let isKilled = false;
      const running = child;
      const burst = runBurst(world, random, tally, WORKERS, () => isKilled);
      await new Promise((resolve) => setTimeout(resolve, killAfterMs));
      isKilled = true;
      await killHard(running);
      kills += 1;
      const lost = await burst;
      child = await startServer(env, baseUrl);
      violations.push(...(await retryLostWrites(baseUrl, lost, tally)));
      const failures = await checkInvariants(db);
      checksPassed += INVARIANT_COUNT - failures.length;
      violations.push(...failures.map((failure) => `round ${round}: ${failure}`));
      console.log(
        `round ${round}: killed after ${killAfterMs} ms, ${lost.length} keyed writes lost their answer, ${failures.length} invariant failures`,
      );
    }
    const gifts = await countGifts(db);
    const expectedGifts = tally.reserve.committed + tally.replayed.reserve + tally.doneOnRetry.reserve;
    const expectedBought = tally.purchase.committed + tally.replayed.purchase + tally.doneOnRetry.purchase;
    checksPassed += 2;
    if (gifts.gifts !== expectedGifts) {
      checksPassed -= 1;
      violations.push(`gifts in the database ${gifts.gifts}, answered or replayed as made ${expectedGifts}`);
    }
    if (gifts.bought !== expectedBought) {
      checksPassed -= 1;
      violations.push(
        `gifts bought in the database ${gifts.bought}, answered or replayed as reported ${expectedBought}`,
      );
    }
    console.log(
      '\nwrite        attempted  committed  refused  lost at kill  replayed on retry  done on retry  5xx',
    );
    for (const operation of OPERATIONS) {
      const counts = tally[operation];
      const keyed = operation === 'reserve' || operation === 'purchase';
      console.log(
        `${operation.padEnd(12)} ${String(counts.attempted).padStart(9)}  ${String(counts.committed).padStart(9)}  ${String(counts.refused).padStart(7)}  ${String(counts.lost).padStart(12)}  ${(keyed ? String(tally.replayed[operation]) : '-').padStart(17)}  ${(keyed ? String(tally.doneOnRetry[operation]) : '-').padStart(13)}  ${String(counts.failed).padStart(3)}`,
      );
    }
    const failed = OPERATIONS.reduce((sum, operation) => sum + tally[operation].failed, 0);
    if (failed > 0) violations.push(`${failed} answers were 5xx`);
    console.log(
      `\n${kills} kills (SIGKILL) and restarts; gifts in the database ${gifts.gifts} (expected ${expectedGifts}), bought ${gifts.bought} (expected ${expectedBought})`,
    );
    console.log(`invariant checks: ${checksPassed} passed, ${violations.length} failed`);
    for (const violation of violations) console.log(`  VIOLATION ${violation}`);
    return violations.length === 0 ? 0 : 1;
  } finally {
    if (child) await killHard(child);
    await db.end().catch(() => {});
    if (process.env.KILL_KEEP_DATABASE !== '1')
      await serverAdmin.query(`drop database if exists ${databaseName} with (force)`);
    await serverAdmin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
