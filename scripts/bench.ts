// `npm run bench`: HTTP throughput of Kindlist's routes against a bare Fastify route, in one run.
//
// Starts, in this process, a bare Fastify app (one JSON route) and the real Kindlist app (fresh
// temporary DATA_DIR, embedded PGlite unless DATABASE_URL is set, request logging at LOG_LEVEL into
// /dev/null, rate limiter active with a limit it never reaches), both on free ports of 127.0.0.1.
// autocannon fires from a worker thread so the load generator does not share the servers' event loop.
// The bare route and each target are measured in BENCH_ROUNDS rounds (default 3) of BENCH_DURATION
// seconds each (default 5) at 32 connections, after one warm-up; each round's ratio is taken against
// the bare route measured just before, and the median ratio is reported (the host's speed drifts).
//
// Each row also gives the event loop's busy time per request, a figure that moves less with the host.
// The goal: every route serves at least 1/3 of the bare route's requests per second. Misses are
// reported, not fatal: the script exits 0 unless something crashed.
//
// To add a target, append to TARGETS below. `setup` runs once before the warm-up, against the
// running app (e.g. to sign in and return a session cookie as a header).

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import type { TKindlistApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import type { TDatabaseHandle } from '../src/server/db/client';
import { placeWaitingLists } from '../src/server/domain/needs-lists/list-places';
import { createLoggerOptions } from '../src/server/logging/logger-options';
import { loadPlaces } from '../src/server/services/places';
import { prepareServer } from '../src/server/start';
import { TOPIC_SLUGS } from '../src/shared/routes';
import { BENCH_EVENTS, loadBenchEvents, measureAdminStats } from './bench/admin-stats';
import { loadBenchProducts, measureProductSearchLatency, PRODUCT_SEARCHES } from './bench/product-search';
import { formatTable } from './format-table';

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
  /** The share of the bare route's requests/s to reach (1/3 unless said; a fifth for writes donors race on). */
  goalRatio?: number;
  /** More statuses that count as expected (a sequence of requests answers several). */
  alsoExpected?: number[];
  /** A sequence each connection repeats, with autocannon's hooks as module paths (worker mode). */
  requests?: Array<Record<string, unknown>>;
  setupClient?: string;
  headers?: THeaders;
  body?: string;
  /** Runs once before the warm-up; the headers it returns are added to every request. */
  setup?: (context: TSetupContext) => Promise<{ headers?: THeaders } | undefined>;
};

const BENCH_LISTS = Number(process.env.BENCH_LISTS ?? 10_000);
const ITEMS_PER_LIST = 10;
let benchListId = '';

/**
 * Loads BENCH_LISTS published lists with ITEMS_PER_LIST items each (10,000 / 100,000 by default)
 * straight into the database, spread over categories, urgencies, regions and dates, with the search
 * text the app keeps; then refreshes the planner's statistics. Runs once, for the first list target.
 */
async function loadBenchLists({ database }: TSetupContext): Promise<undefined> {
  if (benchListId) return undefined;
  const started = performance.now();
  const db = database.db;
  await db.execute(sql`insert into users (id, name, email, email_verified, first_name, last_name)
    values ('bench-owner', 'Bench Owner', 'bench@bench.invalid', true, 'Bench', 'Owner') on conflict do nothing`);
  await db.execute(sql`
    insert into needs_lists (id, owner_id, title, story, category, urgency, city, region, postal_code,
      needed_by, status, visibility, published_at, created_at)
    select 'bench' || lpad(n::text, 11, '0'), 'bench-owner',
      (array['Winter clothes','School supplies','A crib','Groceries','Kitchen basics','Bedding'])[1 + n % 6]
        || ' for family ' || n,
      'After the ' || (array['fire','flood','storm','layoff','move'])[1 + n % 5]
        || ' we lost most of what we had. Our two children need help with everyday things while we rebuild. List '
        || n || '.',
      (array[${sql.raw(TOPIC_SLUGS.map((slug) => `'${slug}'`).join(','))}])[1 + n % ${TOPIC_SLUGS.length}],
      (array['low','medium','high','urgent'])[1 + n % 4],
      'City ' || (n % 500), (array['OH','TX','CA','NY','FL','IL','PA','GA'])[1 + n % 8], lpad((n % 99999)::text, 5, '0'),
      case when n % 3 = 0 then current_date + (n % 90) else null end,
      'active', 'public', now() - (n || ' minutes')::interval, now() - (n || ' minutes')::interval
    from generate_series(1, ${BENCH_LISTS}) as n`);
  await db.execute(sql`
    insert into list_items (list_id, name, quantity, priority, price_cents, retailer, product_url, position,
      quantity_purchased, quantity_received)
    select 'bench' || lpad(n::text, 11, '0'),
      (array['Winter coat','Backpack','Diapers','Rice','Blanket','Shoes','Towels','Notebook','Formula','Soap'])[1 + i]
        || ' ' || i,
      1 + (n + i) % 4, 1 + (n + i) % 5, 999 + i * 100, 'Target', 'https://www.target.com/s?searchTerm=item', i,
      case when (n + i) % 7 = 0 then 1 else 0 end, case when (n + i) % 7 = 0 then 1 else 0 end
    from generate_series(1, ${BENCH_LISTS}) as n, generate_series(0, ${ITEMS_PER_LIST - 1}) as i`);
  await db.execute(sql`
    update needs_lists l set
      quantity_wanted = s.wanted, quantity_received = s.received, items_count = s.items,
      search_document = concat_ws(' ', l.title, l.title, l.story, l.city, l.region, s.names)
    from (select list_id, sum(quantity) as wanted, sum(quantity_received) as received, count(*) as items,
            string_agg(name, ' ') as names from list_items group by list_id) s
    where s.list_id = l.id`);
  // Placed now, as the place job would (their cities are made up: each is placed by its ZIP3 area).
  await placeWaitingLists(db, loadPlaces);
  await db.execute(sql`analyze`);
  benchListId = `bench${String(Math.floor(BENCH_LISTS / 2)).padStart(11, '0')}`;
  console.log(
    `  Loaded ${BENCH_LISTS.toLocaleString('en-US')} lists and ${(BENCH_LISTS * ITEMS_PER_LIST).toLocaleString('en-US')} items in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return undefined;
}

const BENCH_HOOKS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bench');
const BENCH_DONORS = 32;
let giftsListId = '';
let giftsItemId = '';
let benchOwnerCookie = '';

/** Signs a user up and in through the API (the bench raises the sign-in limit) and confirms their email. */
async function createBenchUser(
  { app, database }: TSetupContext,
  index: number,
): Promise<{ id: string; cookie: string }> {
  const user = {
    email: `bench-user-${index}@bench.invalid`,
    password: 'bench password 1234',
    firstName: `Donor${index}`,
    lastName: 'Bench',
  };
  await app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: user });
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email: user.email, password: user.password },
  });
  if (signIn.statusCode !== 200) throw new Error(`bench sign-in failed: ${signIn.statusCode} ${signIn.body}`);
  const { id } = signIn.json() as { id: string };
  await database.db.execute(sql`update users set email_verified = true where id = ${id}`);
  return { id, cookie: signIn.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ') };
}

/**
 * A list of a signed-in family (10 items) on which 32 donors reserve, buy and receive gifts through the
 * API; then those 32 donors' cookies go to the reserve-then-cancel target (one donor per connection).
 */
async function loadGifts(context: TSetupContext): Promise<undefined> {
  const family = await createBenchUser(context, 0);
  benchOwnerCookie = family.cookie;
  const { app } = context;
  const send = async (url: string, cookie: string, payload?: Record<string, unknown>) => {
    const response = await app.inject({ method: 'POST', url, headers: { cookie }, payload: payload ?? {} });
    if (response.statusCode >= 300) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json() as { id: string; items?: Array<{ id: string }> };
  };
  const list = await send('/api/lists', family.cookie, {
    title: 'Bench family with gifts',
    story: 'A family whose list has many gifts on it: reserved, bought and received, for the benchmark.',
    category: 'clothing',
    city: 'Dayton',
    region: 'OH',
  });
  for (let index = 0; index < 10; index += 1) {
    await send(`/api/lists/${list.id}/items`, family.cookie, {
      name: `Bench item ${index}`,
      quantity: index === 0 ? 999 : 20,
    });
  }
  const published = await send(`/api/lists/${list.id}/publish`, family.cookie);
  giftsListId = list.id;
  const itemIds = (published.items ?? []).map((item) => item.id);
  giftsItemId = itemIds[0] ?? '';
  const cookies: string[] = [];
  for (let index = 1; index <= BENCH_DONORS; index += 1) {
    const donor = await createBenchUser(context, index);
    cookies.push(donor.cookie);
    const itemId = itemIds[1 + (index % 9)] ?? '';
    const pledge = await send(`/api/lists/${list.id}/items/${itemId}/pledges`, donor.cookie, { quantity: 1 });
    if (index % 3 !== 0)
      await send(`/api/pledges/${pledge.id}/purchase`, donor.cookie, { retailer: 'Target' });
    if (index % 3 === 1) await send(`/api/pledges/${pledge.id}/receive`, family.cookie);
  }
  // Read by the autocannon worker (donor-per-connection.cjs), which starts with this environment.
  process.env.BENCH_DONOR_COOKIES = cookies.join('\n');
  return undefined;
}

// Routes of the Kindlist app to measure. Later work appends here. BENCH_ONLY (a piece of a name)
// measures only the matching targets.
const ALL_TARGETS: TBenchTarget[] = [
  { name: 'GET /api/health', path: '/api/health', expectedStatus: 200 },
  { name: 'GET /api/auth/user (signed out)', path: '/api/auth/user', expectedStatus: 401 },
  { name: 'GET /api/lists (browse, newest)', path: '/api/lists', expectedStatus: 200, setup: loadBenchLists },
  { name: 'GET /api/lists?q=winter (search)', path: '/api/lists?q=winter', expectedStatus: 200 },
  {
    name: 'GET /api/lists (category, most urgent, page 3)',
    path: '/api/lists?category=clothing&sort=urgent&page=3',
    expectedStatus: 200,
  },
  {
    name: 'GET /api/lists?near=Columbus, OH (place search)',
    path: '/api/lists?near=Columbus%2C%20OH',
    expectedStatus: 200,
  },
  {
    name: 'GET /api/lists/:id (list detail, 10 items)',
    get path() {
      return `/api/lists/${benchListId}`;
    },
    expectedStatus: 200,
  },
  {
    name: 'GET /api/lists/:id (list detail with gifts)',
    get path() {
      return `/api/lists/${giftsListId}`;
    },
    expectedStatus: 200,
    setup: loadGifts,
  },
  {
    name: "GET /api/lists/:id/pledges (the family's gifts, signed in)",
    get path() {
      return `/api/lists/${giftsListId}/pledges`;
    },
    expectedStatus: 200,
    setup: async () => ({ headers: { cookie: benchOwnerCookie } }),
  },
  {
    name: 'POST reserve, then POST cancel (32 donors)',
    path: '/',
    method: 'POST',
    expectedStatus: 201,
    alsoExpected: [200],
    goalRatio: 1 / 5,
    setupClient: path.join(BENCH_HOOKS, 'donor-per-connection.cjs'),
    get requests() {
      return [
        {
          method: 'POST',
          path: `/api/lists/${giftsListId}/items/${giftsItemId}/pledges`,
          body: '{"quantity":1}',
          onResponse: path.join(BENCH_HOOKS, 'remember-pledge.cjs'),
        },
        { method: 'POST', setupRequest: path.join(BENCH_HOOKS, 'cancel-pledge.cjs') },
      ];
    },
  },
  {
    name: `GET /api/products (${PRODUCT_SEARCHES.length} different searches in turn)`,
    path: '/api/products',
    expectedStatus: 200,
    requests: [{ method: 'GET', setupRequest: path.join(BENCH_HOOKS, 'next-product-search.cjs') }],
    setup: async ({ database }) => {
      await loadBenchProducts(database);
      // Read by the autocannon worker (next-product-search.cjs), which starts with this environment.
      process.env.BENCH_PRODUCT_SEARCHES = PRODUCT_SEARCHES.join('\n');
      return undefined;
    },
  },
];
const TARGETS = ALL_TARGETS.filter((target) => target.name.includes(process.env.BENCH_ONLY ?? ''));
// The admin statistics queries are timed alone (an admin page, not a throughput target): BENCH_ONLY=stats.
const isAdminStatsBenched = 'admin stats'.includes(process.env.BENCH_ONLY ?? '');

const CONNECTIONS = 32;
const GOAL_RATIO = 1 / 3;

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

type TMeasurement = {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Microseconds the servers' event loop was busy per request (this thread: both servers, not autocannon). */
  busyMicros: number;
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
  // In worker mode autocannon takes its hooks as module paths, which its types do not describe.
  const hooks = {
    ...(target.requests ? { requests: target.requests } : {}),
    ...(target.setupClient ? { setupClient: target.setupClient } : {}),
  } as Pick<autocannon.Options, 'requests' | 'setupClient'>;
  return autocannon({
    url,
    method: target.method ?? 'GET',
    headers,
    ...(target.body === undefined ? {} : { body: target.body }),
    ...hooks,
    connections: CONNECTIONS,
    duration: seconds,
    // One worker thread: the load generator gets its own core instead of the servers' event loop.
    workers: 1,
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function measure(
  baseUrl: string,
  target: TBenchTarget,
  headers: THeaders,
  isFirstRound: boolean,
): Promise<TMeasurement> {
  const url = `${baseUrl}${target.path}`;
  process.stdout.write(
    `    ${target.name}: ${isFirstRound ? `warming up ${WARMUP_S} s, ` : ''}measuring ${DURATION_S} s...`,
  );
  if (isFirstRound) await fire(url, target, headers, WARMUP_S);
  const before = performance.eventLoopUtilization();
  const result = await fire(url, target, headers, DURATION_S);
  const busy = performance.eventLoopUtilization(before);
  const counts = Object.entries(result.statusCodeStats ?? {}).map(([status, stats]) => ({
    status: Number(status),
    count: stats?.count ?? 0,
  }));
  const total = counts.reduce((sum, entry) => sum + entry.count, 0);
  const expectedStatuses = [target.expectedStatus, ...(target.alsoExpected ?? [])];
  const asExpected = counts
    .filter((entry) => expectedStatuses.includes(entry.status))
    .reduce((sum, entry) => sum + entry.count, 0);
  const unexpected = total - asExpected + result.errors + result.timeouts;
  const isExpected2xx = target.expectedStatus >= 200 && target.expectedStatus < 300;
  process.stdout.write(' done\n');
  return {
    name: target.name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    busyMicros: result.requests.total > 0 ? (busy.active * 1000) / result.requests.total : 0,
    total,
    // Non-2xx answers that the target expects (e.g. 401 when signed out) are not counted.
    non2xx: isExpected2xx ? result.non2xx : result.non2xx - asExpected,
    unexpected,
    expectedStatus: target.expectedStatus,
  };
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
      rateLimits: { globalMax: 1e9, authMax: 1e9 },
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

    // The machine's speed drifts during a run (a shared host), so the bare route and every target are
    // measured in ROUNDS rounds, one after the other; each round gives a ratio against the bare route
    // measured just before it, and the median ratio over the rounds is reported.
    const bareTarget: TBenchTarget = { name: 'bare Fastify route', path: '/', expectedStatus: 200 };
    const targetHeaders: THeaders[] = [];
    for (const target of TARGETS) {
      const extra = target.setup ? await target.setup({ baseUrl: appUrl, app, database }) : undefined;
      targetHeaders.push({ ...target.headers, ...extra?.headers });
    }
    const bareRuns: TMeasurement[] = [];
    const targetRuns: TMeasurement[][] = TARGETS.map(() => []);
    const ratios: number[][] = TARGETS.map(() => []);
    for (let round = 1; round <= ROUNDS; round++) {
      console.log(`  round ${round} of ${ROUNDS}`);
      const bareRun = await measure(bareUrl, bareTarget, {}, round === 1);
      bareRuns.push(bareRun);
      for (const [index, target] of TARGETS.entries()) {
        const run = await measure(appUrl, target, targetHeaders[index] ?? {}, round === 1);
        targetRuns[index]?.push(run);
        ratios[index]?.push(
          bareRun.requestsPerSecond > 0 ? run.requestsPerSecond / bareRun.requestsPerSecond : 0,
        );
      }
    }

    const rows = [
      [
        'target',
        'req/s (median)',
        'p50 ms',
        'p99 ms (worst)',
        'vs bare (median)',
        'busy µs/req',
        'bare busy / busy',
        'non-2xx',
        'unexpected',
        'goal',
      ],
    ];
    const summarize = (runs: TMeasurement[]) => ({
      requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
      p50: median(runs.map((run) => run.p50)),
      p99: Math.max(...runs.map((run) => run.p99)),
      busyMicros: median(runs.map((run) => run.busyMicros)),
      non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
      unexpected: runs.reduce((sum, run) => sum + run.unexpected, 0),
    });
    const bareSummary = summarize(bareRuns);
    rows.push([
      bareTarget.name,
      Math.round(bareSummary.requestsPerSecond).toLocaleString('en-US'),
      String(bareSummary.p50),
      String(bareSummary.p99),
      '100 %',
      bareSummary.busyMicros.toFixed(0),
      '100 %',
      String(bareSummary.non2xx),
      String(bareSummary.unexpected),
      'reference',
    ]);
    for (const [index, target] of TARGETS.entries()) {
      const summary = summarize(targetRuns[index] ?? []);
      const ratio = median(ratios[index] ?? []);
      rows.push([
        target.name,
        Math.round(summary.requestsPerSecond).toLocaleString('en-US'),
        String(summary.p50),
        String(summary.p99),
        `${(ratio * 100).toFixed(1)} %`,
        summary.busyMicros.toFixed(0),
        summary.busyMicros > 0
          ? `${((bareSummary.busyMicros / summary.busyMicros) * 100).toFixed(1)} %`
          : 'n/a',
        String(summary.non2xx),
        String(summary.unexpected),
        ratio >= (target.goalRatio ?? GOAL_RATIO) ? 'PASS' : 'MISS',
      ]);
    }
    console.log(`\n${formatTable(rows)}\n`);
    console.log(
      'Per-round ratios: ' +
        TARGETS.map(
          (target, index) =>
            `${target.name}: ${(ratios[index] ?? []).map((r) => `${(r * 100).toFixed(1)} %`).join(', ')}`,
        ).join('; '),
    );
    console.log(
      `Bare route per round: ${bareRuns.map((run) => Math.round(run.requestsPerSecond).toLocaleString('en-US')).join(', ')} req/s`,
    );
    console.log(
      "Goal: each route serves at least 1/3 (33.3 %) of the bare route's requests/s (median of the per-round ratios). " +
        'Expected statuses (e.g. 401 when signed out) are not counted as non-2xx.',
    );
    console.log(
      "'busy µs/req': how long the servers' event loop was busy per request (median over rounds). On a host where the " +
        'server, not the network stack, is the limit, requests/s follow it: ' +
        "'bare busy / busy' is then the share of the bare route's requests/s a route can reach, and it moves less " +
        'with the speed of the host than the measured ratio does.',
    );
    if (TARGETS.some((target) => target.name.startsWith('GET /api/products'))) {
      console.log(
        '\nProduct search latency at this table size, each search alone (goal: p95 well under 20 ms)',
      );
      console.log(formatTable(await measureProductSearchLatency(app)));
    }
    if (isAdminStatsBenched) {
      const loadMs = await loadBenchEvents(database);
      console.log(
        `\nAdmin statistics: every query of /admin/stats at ${BENCH_EVENTS.toLocaleString('en-US')} analytics events (loaded in ${(loadMs / 1000).toFixed(1)} s), ${database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}`,
      );
      console.log(formatTable(await measureAdminStats(database)));
    }
    for (const [index, target] of TARGETS.entries()) {
      const unexpected = (targetRuns[index] ?? []).reduce((sum, run) => sum + run.unexpected, 0);
      if (unexpected > 0) {
        console.log(
          `  Warning: ${target.name} had ${unexpected} responses other than ${target.expectedStatus} (or errors/timeouts).`,
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
