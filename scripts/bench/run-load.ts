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
};

export const CONNECTIONS = 32;
const NEXT_PATH_HOOK = new URL('./next-path.cjs', import.meta.url).pathname;

function fire(url: string, load: TLoad, headers: THeaders, seconds: number) {
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
    duration: seconds,
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
  if (warmupSeconds > 0) await fire(url, load, headers, warmupSeconds);
  const before = performance.eventLoopUtilization();
  const result = await fire(url, load, headers, seconds);
  const busy = performance.eventLoopUtilization(before);
  const counts = Object.entries(result.statusCodeStats ?? {}).map(([status, stats]) => ({
    status: Number(status),
    count: stats?.count ?? 0,
  }));
  const total = counts.reduce((sum, entry) => sum + entry.count, 0);
  const expectedStatuses = [load.expectedStatus, ...(load.alsoExpected ?? [])];
  const asExpected = counts
    .filter((entry) => expectedStatuses.includes(entry.status))
    .reduce((sum, entry) => sum + entry.count, 0);
  const isExpected2xx = load.expectedStatus >= 200 && load.expectedStatus < 300;
  process.stdout.write(' done\n');
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    busyMicros: result.requests.total > 0 ? (busy.active * 1000) / result.requests.total : 0,
    total,
    bytesPerResponse: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
    // Non-2xx answers that the target expects (e.g. 401 when signed out) are not counted.
    non2xx: isExpected2xx ? result.non2xx : result.non2xx - asExpected,
    unexpected: total - asExpected + result.errors + result.timeouts,
  };
}
