import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestContext } from '../test/test-app';
import { GENERIC_ERROR_MESSAGE } from './errors';

const PROXY_ID = 'edge-7f3a9c2e-1b4d-4e6f-8a0b-123456789abc';

describe('request ids', () => {
  let ctx: TTestContext;
  const lines: Array<Record<string, unknown>> = [];
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    ctx = await createTestApp({
      logStream,
      // The proxy in front of the app is on this machine.
      env: { TRUST_PROXY: 'loopback' },
      beforeReady: (app) => {
        app.get('/test/broken', { schema: { hide: true } }, async () => {
          throw new Error('broken on purpose');
        });
      },
    });
  });
  afterAll(() => ctx.close());

  it('puts the id in a 5xx answer, its header and every log line of that request', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/test/broken' });
    expect(response.statusCode).toBe(500);
    const requestId = response.headers['x-request-id'];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.json()).toEqual({ message: GENERIC_ERROR_MESSAGE, requestId });
    const ownLines = lines.filter((line) => line.reqId === requestId);
    expect(ownLines.map((line) => line.msg)).toEqual(['unexpected error', 'request completed']);
    expect(ownLines[1]).toMatchObject({ path: '/test/broken', statusCode: 500 });
  });

  it('gives every answer an id of its own, and no id in the body of an answer that is not 5xx', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/api/lists/nosuchlist' });
    const second = await ctx.app.inject({ method: 'GET', url: '/api/lists/nosuchlist' });
    expect(first.statusCode).toBe(404);
    expect(first.json()).not.toHaveProperty('requestId');
    expect(first.headers['x-request-id']).toBeTruthy();
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it('keeps the id a trusted proxy gave, when well formed', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/test/broken',
      remoteAddress: '127.0.0.1',
      headers: { 'x-request-id': PROXY_ID },
    });
    expect(response.headers['x-request-id']).toBe(PROXY_ID);
    expect(response.json()).toMatchObject({ requestId: PROXY_ID });
    expect(lines.some((line) => line.reqId === PROXY_ID && line.msg === 'request completed')).toBe(true);
  });

  it('makes its own id when the given one is malformed or comes from a client, not a proxy', async () => {
    for (const [given, remoteAddress] of [
      ['short', '127.0.0.1'],
      ['has spaces and "quotes" in it', '127.0.0.1'],
      ['x'.repeat(129), '127.0.0.1'],
      [PROXY_ID, '203.0.113.9'],
    ] as const) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/health',
        remoteAddress,
        headers: { 'x-request-id': given },
      });
      expect(response.headers['x-request-id']).not.toBe(given);
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
