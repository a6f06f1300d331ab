import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSignedInUser, createTestApp, type TTestContext, type TTestUser } from '../test/test-app';
import { createDatabaseStatus, isDatabaseUnavailable, isStatementTimeout } from './database-status';

afterEach(() => {
  vi.useRealTimers();
});

function captureLog(): { lines: Array<Record<string, unknown>>; stream: Writable } {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream };
}

describe('the database status', () => {
  it('logs an outage once when it starts and once when a recheck finds the database back', async () => {
    vi.useFakeTimers();
    const { lines, stream } = captureLog();
    let isReachable = false;
    const status = createDatabaseStatus({
      log: pino({ level: 'info' }, stream),
      ping: async () => {
        if (!isReachable) throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
      },
      recheckMs: 1000,
    });
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    for (let request = 0; request < 20; request++) {
      status.markDown(new Error('Failed query: select secret from users\nparams: x', { cause: refused }));
      status.countRefused();
    }
    expect(status.isDown()).toBe(true);
    await vi.advanceTimersByTimeAsync(3000);
    expect(status.isDown()).toBe(true);
    isReachable = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(status.isDown()).toBe(false);
    status.stop();

    expect(lines.map((line) => line.msg)).toEqual([
      expect.stringMatching(/^database unreachable/),
      'database is back after 4 s',
    ]);
    // The reason is the driver's, without the statement or its parameters.
    expect(lines[0]?.reason).toBe('ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:5432');
    expect(lines[1]).toMatchObject({ downForSeconds: 4, refusedRequests: 20 });
  });

  it('tells an unreachable database from other errors, through the causes drivers and Drizzle add', () => {
    const wrapped = (cause: Error) => new Error('Failed query: select 1', { cause });
    expect(isDatabaseUnavailable(wrapped(new Error('Query read timeout')))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('x'), { code: '57P01' })))).toBe(true);
    // One slow request whose transaction sat idle too long is no outage: it is answered like a timeout.
    const idleTooLong = wrapped(Object.assign(new Error('x'), { code: '25P03' }));
    expect(isDatabaseUnavailable(idleTooLong)).toBe(false);
    expect(isStatementTimeout(idleTooLong)).toBe(true);
    // The embedded database's folder went away under it.
    expect(
      isDatabaseUnavailable(Object.assign(new Error('could not open file "base/5/2650"'), { code: '58P01' })),
    ).toBe(true);
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('dup'), { code: '23505' })))).toBe(false);
    expect(isDatabaseUnavailable(new Error('something else'))).toBe(false);
  });
});

describe('a request the database outage stops', () => {
  const { lines, stream } = captureLog();
  let ctx: TTestContext;
  let user: TTestUser;
  beforeAll(async () => {
    ctx = await createTestApp({ logStream: stream });
    user = await createSignedInUser(ctx.app);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('answers 503 with Retry-After and { message }, signed in or not, and the outage is logged once', async () => {
    // Closing the database makes every query fail the way a lost connection does.
    await ctx.database.close();
    lines.length = 0;
    const answers = [];
    for (let round = 0; round < 3; round++) {
      answers.push(await ctx.app.inject({ method: 'GET', url: '/api/lists?sort=newest' }));
      // The session lookup happens inside better-auth, which hides the database's error.
      answers.push(
        await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: user.cookie } }),
      );
      answers.push(
        await ctx.app.inject({
          method: 'GET',
          url: '/api/notifications',
          headers: { cookie: user.cookie },
        }),
      );
    }
    for (const answer of answers) {
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe('5');
      expect(answer.json()).toEqual({
        message: 'The service is temporarily unavailable. Please try again in a moment.',
        requestId: answer.headers['x-request-id'],
      });
    }
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json().database.isUp).toBe(false);

    const problems = lines.filter((line) => Number(line.level) >= 40);
    expect(problems.map((line) => line.msg)).toEqual([expect.stringMatching(/^database unreachable/)]);
    expect(JSON.stringify(lines)).not.toMatch(/\bat .*\.(js|ts):\d+|select /);
  });
});
