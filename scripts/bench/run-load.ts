// Firing load at one address (or a sequence of them) with autocannon and reading what came back.
import autocannon from 'autocannon';

export type THeaders = Record<string, string>;

export type TLoad = {
  name: string;
  /** The address every request asks (unless `paths` or `requests` say otherwise). */
  path: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The status every response should have; others are counted as unexpected. */
  expectedStatus: number;
  /** More statuses that count as expected (a sequence of requests answers several). */
  alsoExpected?: number[];
  /** Addresses asked in turn, one per request (next-path.cjs). */
  paths?: string[];
  /** A sequence each connection repeats, with autocannon's hooks as module paths (worker mode). */
  requests?: Array<Record<string, unknown>>;
  setupClient?: string;
  body?: string;
  /**
   * Requests the check before measuring fires (default: one per connection, or every address of
   * `paths` up to CHECK_PATHS_MAX).
   */
  checkRequests?: number;
};

/** The answers of a load: how many of each status, and of them how many it expected. */
export type TAnswers = {
  byStatus: Record<number, number>;
  /** Answers that came back with a status. */
  total: number;
  asExpected: number;
  /** Connection errors other than timeouts. */
  errors: number;
  timeouts: number;
  /** Answers with a status the load does not expect, plus connection errors and timeouts. */
  unexpected: number;
};

export type TMeasurement = {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Microseconds the servers' event loop was busy per request (this thread: the servers, not autocannon). */
  busyMicros: number;
  total: number;
  /** Bytes received per response, headers included: what compression saves shows here. */
  bytesPerResponse: number;
  non2xx: number;
  unexpected: number;
  answers: TAnswers;
};

export const CONNECTIONS = 32;
const CHECK_PATHS_MAX = 256;
// A check asks whether the answers are right, not how fast they come: a slow host must not fail it.
const CHECK_TIMEOUT_S = 60;
const NEXT_PATH_HOOK = new URL('./next-path.cjs', import.meta.url).pathname;

/**
 * Fires at `url` for `seconds`, or until `amount` answers came back (a check: it waits up to
 * CHECK_TIMEOUT_S for an answer, where a measurement gives up after autocannon's 10 seconds).
 */
function fire(url: string, load: TLoad, headers: THeaders, until: { seconds: number } | { amount: number }) {
  // Read by the worker's next-path.cjs: a worker starts with a copy of this environment.
  process.env.BENCH_PATHS = (load.paths ?? []).join('\n');
  const requests = load.paths
    ? [{ method: load.method ?? 'GET', setupRequest: NEXT_PATH_HOOK }]
    : load.requests;
  // In worker mode autocannon takes its hooks as module paths, which its types do not describe.
  const hooks = {
    ...(requests ? { requests } : {}),
    ...(load.setupClient ? { setupClient: load.setupClient } : {}),
  } as Pick<autocannon.Options, 'requests' | 'setupClient'>;
  return autocannon({
    url,
    method: load.method ?? 'GET',
    headers,
    ...(load.body === undefined ? {} : { body: load.body }),
    ...hooks,
    connections: CONNECTIONS,
    ...('amount' in until ? { amount: until.amount, timeout: CHECK_TIMEOUT_S } : { duration: until.seconds }),
    // One worker thread: the load generator gets its own core instead of the servers' event loop.
    workers: 1,
  });
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** One measured run of `seconds` (after a warm-up of `warmupSeconds`, when not 0). */
export async function measureLoad(
  baseUrl: string,
  load: TLoad,
  headers: THeaders,
  { seconds, warmupSeconds }: { seconds: number; warmupSeconds: number },
): Promise<TMeasurement> {
  const url = `${baseUrl}${load.path}`;
  process.stdout.write(
    `    ${load.name}: ${warmupSeconds > 0 ? `warming up ${warmupSeconds} s, ` : ''}measuring ${seconds} s...`,
  );
  if (warmupSeconds > 0) await fire(url, load, headers, { seconds: warmupSeconds });
  const before = performance.eventLoopUtilization();
  const result = await fire(url, load, headers, { seconds });
  const busy = performance.eventLoopUtilization(before);
  const answers = countAnswers(load, result);
  const isExpected2xx = load.expectedStatus >= 200 && load.expectedStatus < 300;
  process.stdout.write(' done\n');
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    busyMicros: result.requests.total > 0 ? (busy.active * 1000) / result.requests.total : 0,
    total: answers.total,
    bytesPerResponse: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
    // Non-2xx answers that the target expects (e.g. 401 when signed out) are not counted.
    non2xx: isExpected2xx ? result.non2xx : result.non2xx - answers.asExpected,
    unexpected: answers.unexpected,
    answers,
  };
}

/**
 * A few requests of a load, to see that it answers as it expects before it is measured: one per
 * connection, every address of its `paths` (up to CHECK_PATHS_MAX), or its own `checkRequests`. A brief
 * check (a test's) sends each connection through its sequence of requests once.
 */
export async function checkLoad(
  baseUrl: string,
  load: TLoad,
  headers: THeaders,
  { isBrief }: { isBrief: boolean },
): Promise<TAnswers> {
  const amount = isBrief
    ? CONNECTIONS * (load.requests?.length ?? 1)
    : (load.checkRequests ?? Math.max(CONNECTIONS, Math.min(load.paths?.length ?? 0, CHECK_PATHS_MAX)));
  return countAnswers(load, await fire(`${baseUrl}${load.path}`, load, headers, { amount }));
}

/** What came back, by status, and how many of those answers the load did not expect. */
function countAnswers(load: TLoad, result: autocannon.Result): TAnswers {
  const byStatus: Record<number, number> = {};
  for (const [status, stats] of Object.entries(result.statusCodeStats ?? {})) {
    byStatus[Number(status)] = (byStatus[Number(status)] ?? 0) + (stats?.count ?? 0);
  }
  const expectedStatuses = [load.expectedStatus, ...(load.alsoExpected ?? [])];
  const counts = Object.entries(byStatus).map(([status, count]) => ({ status: Number(status), count }));
  const total = counts.reduce((sum, entry) => sum + entry.count, 0);
  const asExpected = counts
    .filter((entry) => expectedStatuses.includes(entry.status))
    .reduce((sum, entry) => sum + entry.count, 0);
  return {
    byStatus,
    total,
    asExpected,
    // autocannon's errors include its timeouts.
    errors: result.errors - result.timeouts,
    timeouts: result.timeouts,
    unexpected: total - asExpected + result.errors,
  };
}

/** Adds up the answers of several runs of one load. */
export function addAnswers(all: TAnswers[]): TAnswers {
  const sum: TAnswers = { byStatus: {}, total: 0, asExpected: 0, errors: 0, timeouts: 0, unexpected: 0 };
  for (const answers of all) {
    for (const [status, count] of Object.entries(answers.byStatus)) {
      sum.byStatus[Number(status)] = (sum.byStatus[Number(status)] ?? 0) + count;
    }
    sum.total += answers.total;
    sum.asExpected += answers.asExpected;
    sum.errors += answers.errors;
    sum.timeouts += answers.timeouts;
    sum.unexpected += answers.unexpected;
  }
  return sum;
}

const formatCount = (count: number) => count.toLocaleString('en-US');

/**
 * Why a load's answers are not what it expects, in one line naming the load and the statuses seen,
 * or null when they all are.
 */
export function describeUnexpected(load: TLoad, answers: TAnswers): string | null {
  if (answers.unexpected === 0 && answers.total > 0) return null;
  const expected = [load.expectedStatus, ...(load.alsoExpected ?? [])].join(' or ');
  const seen = Object.entries(answers.byStatus)
    .sort(([, a], [, b]) => b - a)
    .map(([status, count]) => `${status} × ${formatCount(count)}`);
  if (answers.errors > 0) seen.push(`connection errors × ${formatCount(answers.errors)}`);
  if (answers.timeouts > 0) seen.push(`timeouts × ${formatCount(answers.timeouts)}`);
  return `${load.name}: ${formatCount(answers.unexpected)} of ${formatCount(answers.total + answers.errors + answers.timeouts)} answers unexpected (expected ${expected}); seen ${seen.join(', ') || 'no answer at all'}`;
}
