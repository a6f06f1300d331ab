import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_VIEWS_JOB } from '../app-jobs';
import { createTestApp, type TTestContext } from '../test/test-app';
import { METRICS_LOOPBACK_MESSAGE, METRICS_TOKEN_MESSAGE } from './metrics-route';

const TOKEN = 'metrics-token-0123456789abcdef0123456789';

/** The value of one sample line (`name{labels} value`) of the Prometheus text, if present. */
function readSample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/metrics without METRICS_TOKEN', () => {
  let ctx: TTestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      publicCacheTtlMs: 60_000,
      beforeReady: (app) => {
        app.get('/test/broken/:id', { schema: { hide: true } }, async () => {
          throw new Error('broken on purpose');
        });
      },
    });
  });
  afterAll(() => ctx.close());

  it('refuses a scrape from another machine, and one relayed by a proxy on this one', async () => {
    const outside = await ctx.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toEqual({ message: METRICS_LOOPBACK_MESSAGE });
    const relayed = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(relayed.statusCode).toBe(403);
    expect(relayed.body).not.toContain('kindlist_');
  });

  // nginx set up with only `proxy_set_header X-Real-IP $remote_addr;`, or any other proxy naming
  // the client (or the host it was asked for) in a header of its own, relays from loopback too.
  it.each([
    { 'x-real-ip': '203.0.113.9' },
    { forwarded: 'for=203.0.113.9' },
    { 'x-forwarded-host': 'kindlist.example.org' },
    { 'x-forwarded-proto': 'https' },
    { 'x-client-ip': '203.0.113.9' },
    { 'cf-connecting-ip': '203.0.113.9' },
    { 'true-client-ip': '203.0.113.9' },
    { 'x-cluster-client-ip': '203.0.113.9' },
    { 'fastly-client-ip': '203.0.113.9' },
    { via: '1.1 proxy.example' },
  ])('refuses a scrape relayed by a local proxy that sends %o', async (headers) => {
    const relayed = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '127.0.0.1',
      headers,
    });
    expect(relayed.statusCode).toBe(403);
    expect(relayed.json()).toEqual({ message: METRICS_LOOPBACK_MESSAGE });
  });

  it('answers this machine with the counts of what the app did, by route pattern', async () => {
    const { app } = ctx;
    for (let i = 0; i < 2; i++) expect((await app.inject('/api/lists?sort=newest')).statusCode).toBe(200);
    expect((await app.inject('/api/lists/nosuchlist1')).statusCode).toBe(404);
    expect((await app.inject('/api/lists/nosuchlist2')).statusCode).toBe(404);
    expect((await app.inject('/test/broken/1')).statusCode).toBe(500);
    expect((await app.inject('/no/such/route/at/all.json')).statusCode).toBe(404);
    await app.jobs.runNow(LIST_VIEWS_JOB);
    app.jobs.every('test-failing', 60_000, () => Promise.reject(new Error('failed on purpose')));
    await app.jobs.runNow('test-failing');

    const response = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain; version=0.0.4');
    const text = response.body;
    const requests = 'kindlist_http_requests_total';
    expect(readSample(text, `${requests}{route="/api/lists",method="GET",status_code="200"}`)).toBe(2);
    expect(readSample(text, `${requests}{route="/api/lists/:id",method="GET",status_code="404"}`)).toBe(2);
    expect(text).not.toContain('nosuchlist');
    expect(readSample(text, `${requests}{route="/test/broken/:id",method="GET",status_code="500"}`)).toBe(1);
    expect(text).not.toContain('/no/such/route');
    expect(
      readSample(text, 'kindlist_http_request_duration_seconds_count{route="/api/lists",method="GET"}'),
    ).toBe(2);
    expect(readSample(text, 'kindlist_http_server_errors_total{route="/test/broken/:id"}')).toBe(1);
    expect(readSample(text, 'kindlist_db_query_duration_seconds_count')).toBeGreaterThan(0);
    expect(readSample(text, 'kindlist_db_pool_connections')).toBeGreaterThanOrEqual(1);
    expect(readSample(text, 'kindlist_db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
    expect(readSample(text, 'kindlist_db_pool_waiting_requests')).toBe(0);
    // The first browse read its answer, the second found it kept; each unknown list was a miss.
    expect(readSample(text, 'kindlist_public_cache_lookups_total{result="hit"}')).toBe(1);
    expect(readSample(text, 'kindlist_public_cache_lookups_total{result="miss"}')).toBe(3);
    const jobs = 'kindlist_background_job_runs_total';
    expect(readSample(text, `${jobs}{job="${LIST_VIEWS_JOB}",result="ok"}`)).toBe(1);
    expect(readSample(text, `${jobs}{job="test-failing",result="failed"}`)).toBe(1);
    expect(readSample(text, 'kindlist_mail_queue_length')).toBe(0);
    expect(readSample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('is not in the public API documentation', async () => {
    const document = (await ctx.app.inject('/api/docs/json')).json() as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).not.toContain('/metrics');
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  let ctx: TTestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => ctx.close());

  it('refuses a scrape without the token or with a wrong one, even from this machine', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, TOKEN, 'Bearer ']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '127.0.0.1',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.json()).toEqual({ message: METRICS_TOKEN_MESSAGE });
    }
  });

  it('answers a scrape bearing the token, from any address', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('# TYPE kindlist_http_requests_total counter');
  });
});
