// `npm run bench` on a small dataset, on the suite's database kind: its set-up loads what every target
// reads, and a few requests of each target, fired by the bench's own load generator and hooks, answer as
// the target expects. A set-up the app's rules have outgrown fails here, not an hour into a bench run.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config';
import { createTestPostgresDatabase } from '#server/test/test-postgres';
import { RESERVATIONS_PER_DAY } from '#shared/pledge-limits';
import { startBenchApps, type TBenchApps } from './bench-apps';
import { BENCH_DONORS, benchData } from './bench-data';
import { checkRuns, prepareRuns, type TRun } from './bench-runs';
import { ALL_TARGETS } from './targets';

const SIZES = { lists: 20, products: 200, events: 2000 };

describe('npm run bench (20 lists)', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kindlist-bench-test-'));
  let dropDatabase = async () => {};
  let bench: TBenchApps;
  let runs: TRun[];

  beforeAll(async () => {
    const postgres =
      process.env.TEST_DB_KIND === 'postgres'
        ? await createTestPostgresDatabase('kindlist_bench_test')
        : null;
    if (postgres) dropDatabase = postgres.drop;
    // As the bench reads its environment: DATABASE_URL picks PostgreSQL, else PGlite in DATA_DIR.
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      AUTH_SECRET: 'bench-test-secret-that-is-at-least-32-characters',
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    });
    bench = await startBenchApps(config);
    runs = await prepareRuns(
      ALL_TARGETS,
      { app: bench.app, database: bench.database, config, sizes: SIZES },
      { browserHeaders: { 'accept-encoding': 'gzip, deflate, br' }, isPostgres: Boolean(postgres) },
    );
    // A bench run makes each donor reserve thousands of times; here each has already reserved (then
    // cancelled) as often today as a real donor may, so that one more reservation meets the daily limit.
    await bench.database.db.execute(sql`
      insert into pledges (list_id, item_id, donor_id, quantity, status, reserved_at, expires_at, ended_at, ended_reason)
      select ${benchData.giftsListId}, ${benchData.giftsItemId}::uuid, donor.id, 1, 'cancelled',
        now() - interval '1 hour', now() + interval '71 hours', now(), 'donor'
      from users as donor, generate_series(1, ${RESERVATIONS_PER_DAY})
      where donor.id in ${benchData.donorIds}`);
  }, 300_000);

  afterAll(async () => {
    await bench?.close();
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('loads what every target reads, and each target answers as it expects', async () => {
    const checks = await checkRuns(runs, bench.urls, { isBrief: true });

    expect(checks.flatMap((check) => (check.problem ? [check.problem] : []))).toEqual([]);
    expect(checks.map((check) => check.name)).toEqual(runs.map((run) => run.load.name));
    // Every donor reserved once more than a real donor may in a day, and cancelled it.
    const reserve = checks.find((check) => check.name.startsWith('POST reserve, then POST cancel'));
    expect(reserve?.answers.byStatus).toEqual({ 201: BENCH_DONORS, 200: BENCH_DONORS });
    // The lists loaded straight into the database take gifts, as a published list does.
    const list = await bench.app.inject({ method: 'GET', url: `/api/lists/${benchData.listId}` });
    expect(list.json()).toMatchObject({ hasShippingAddress: true, items: expect.any(Array) });
  }, 240_000);

  it('names the target and the statuses it got when its answers are not what it expects', async () => {
    const missing: TRun = {
      load: {
        name: 'GET /api/lists/:id (a list that is not there)',
        path: '/api/lists/bench99999999999',
        expectedStatus: 200,
      },
      kind: 'always',
      isCold: false,
      goal: { ratio: 0 },
      headers: () => ({}),
    };

    const [check] = await checkRuns([missing], bench.urls);

    expect(check?.problem).toBe(
      'GET /api/lists/:id (a list that is not there): 32 of 32 answers unexpected (expected 200); seen 404 × 32',
    );
  }, 60_000);
});
