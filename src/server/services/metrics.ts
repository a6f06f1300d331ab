import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** How busy the database connections are: node-postgres' pool, or PGlite's one connection. */
export type TPoolUse = { total: number; idle: number; waiting: number };

/** Readings taken when /metrics is scraped, from whatever owns them (the database, the mailer). */
export type TMetricsSources = {
  readPoolUse: () => TPoolUse;
  /** Mails waiting to be delivered. */
  readMailQueueLength: () => Promise<number>;
};

export type TMetrics = {
  /** The Prometheus text of every metric, and its content type. */
  render: () => Promise<{ text: string; contentType: string }>;
  observeRequest: (route: string, method: string, statusCode: number, seconds: number) => void;
  observeQuery: (seconds: number) => void;
  countCacheLookup: (isHit: boolean) => void;
  countJobRun: (job: string, isFailed: boolean) => void;
  /** Points the readings at their sources once these exist (the app is built after the database). */
  setSources: (sources: Partial<TMetricsSources>) => void;
};

// Seconds: from a cached answer (well under a millisecond) to a request that hit a timeout.
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];

/**
 * The app's metrics, in a registry of its own (not prom-client's global one), so that every app built
 * in one process (tests, benchmarks) counts only its own requests.
 */
export function createMetrics(): TMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  let sources: TMetricsSources = {
    readPoolUse: () => ({ total: 0, idle: 0, waiting: 0 }),
    readMailQueueLength: async () => 0,
  };

  const requests = new Counter({
    name: 'kindlist_http_requests_total',
    help: 'Requests answered, by route pattern, method and status code.',
    labelNames: ['route', 'method', 'status_code'] as const,
    registers: [registry],
  });
  const requestSeconds = new Histogram({
    name: 'kindlist_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by route pattern and method.',
    labelNames: ['route', 'method'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  });
  const serverErrors = new Counter({
    name: 'kindlist_http_server_errors_total',
    help: 'Requests answered with a 5xx status, by route pattern.',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  const querySeconds = new Histogram({
    name: 'kindlist_db_query_duration_seconds',
    help: 'Time each database statement took, as the app waited for it.',
    buckets: QUERY_BUCKETS,
    registers: [registry],
  });
  const addPoolGauge = (name: string, help: string, pick: (use: TPoolUse) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(pick(sources.readPoolUse()));
      },
    });
  addPoolGauge('kindlist_db_pool_connections', 'Database connections open.', (use) => use.total);
  addPoolGauge(
    'kindlist_db_pool_idle_connections',
    'Open database connections not in use.',
    (use) => use.idle,
  );
  addPoolGauge(
    'kindlist_db_pool_waiting_requests',
    'Statements waiting for a free database connection.',
    (use) => use.waiting,
  );
  const cacheLookups = new Counter({
    name: 'kindlist_public_cache_lookups_total',
    help: 'Lookups of the public answer cache, by result (hit or miss).',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'kindlist_background_job_runs_total',
    help: 'Runs of each background job, by result (ok or failed).',
    labelNames: ['job', 'result'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'kindlist_mail_queue_length',
    help: 'Mails waiting to be delivered.',
    registers: [registry],
    async collect() {
      // The outbox is a table: while the database is down the gauge keeps its last value.
      try {
        this.set(await sources.readMailQueueLength());
      } catch {}
    },
  });
  // Created at zero, so that a dashboard sees the series before the first hit, miss or failure.
  for (const result of ['hit', 'miss']) cacheLookups.inc({ result }, 0);

  return {
    async render() {
      return { text: await registry.metrics(), contentType: registry.contentType };
    },
    observeRequest(route, method, statusCode, seconds) {
      requests.inc({ route, method, status_code: statusCode });
      requestSeconds.observe({ route, method }, seconds);
      if (statusCode >= 500) serverErrors.inc({ route });
    },
    observeQuery: (seconds) => querySeconds.observe(seconds),
    countCacheLookup: (isHit) => cacheLookups.inc({ result: isHit ? 'hit' : 'miss' }),
    countJobRun: (job, isFailed) => jobRuns.inc({ job, result: isFailed ? 'failed' : 'ok' }),
    setSources(next) {
      sources = { ...sources, ...next };
    },
  };
}
