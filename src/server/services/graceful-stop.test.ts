import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needsLists } from '../db/schema/needs-lists';
import { createSignedInUser, createTestApp, createTestList, type TTestContext } from '../test/test-app';
import { stopGracefully } from './graceful-stop';

let ctx: TTestContext;
let port: number;
// A request that is still running when the stop begins, until the test lets it finish.
let finishSlow: () => void = () => {};

beforeAll(async () => {
  ctx = await createTestApp({
    beforeReady: (app) =>
      app.get('/api/test/slow', async () => {
        await new Promise<void>((resolve) => {
          finishSlow = resolve;
        });
        return { isDone: true };
      }),
  });
  port = Number(new URL(await ctx.app.listen({ port: 0, host: '127.0.0.1' })).port);
});
afterAll(async () => {
  await ctx.close();
});

type TRawAnswer = { status: number; headers: string; body: string };

/** One keep-alive connection: `send` writes a request; `answers` has every answer once the server closes it. */
function openConnection(): { send: (request: string) => void; answers: Promise<TRawAnswer[]> } {
  const socket = connect(port, '127.0.0.1');
  const answers = new Promise<TRawAnswer[]>((resolve, reject) => {
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const answers: TRawAnswer[] = [];
      let rest = text;
      while (rest.startsWith('HTTP/1.1')) {
        const headEnd = rest.indexOf('\r\n\r\n');
        const head = rest.slice(0, headEnd);
        const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
        answers.push({
          status: Number(head.split(' ')[1]),
          headers: head.toLowerCase(),
          body: rest.slice(headEnd + 4, headEnd + 4 + length),
        });
        rest = rest.slice(headEnd + 4 + length);
      }
      resolve(answers);
    });
  });
  return { send: (request) => socket.write(request), answers };
}

async function waitFor(isMet: () => boolean): Promise<void> {
  while (!isMet()) await sleep(10);
}

const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`;

describe('a graceful stop', () => {
  it('fails health at once, serves while draining, finishes requests in flight, refuses the rest with 503 and Retry-After, writes views', async () => {
    const owner = await createSignedInUser(ctx.app);
    const listId = await createTestList(ctx, owner, { title: 'Winter coats for three' });
    const base = `http://127.0.0.1:${port}`;
    expect((await fetch(`${base}/api/health`)).status).toBe(200);

    // A connection with a request in flight when the stop begins.
    const connection = openConnection();
    connection.send(get('/api/test/slow'));
    await sleep(200);
    let isDatabaseClosed = false;
    const stopping = stopGracefully({
      app: ctx.app,
      stopState: ctx.app.stopState,
      // The test reads the database after the stop, then closes it itself.
      database: {
        ...ctx.database,
        close: async () => {
          isDatabaseClosed = true;
        },
      },
      drainMs: 300,
      timeoutMs: 5000,
      signal: 'SIGTERM',
    });

    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: 'draining', database: { isUp: true, roundTripMs: null } });
    // Still served while the load balancer catches up, one request per connection.
    const whileDraining = await fetch(`${base}/api/lists/${listId}`);
    expect(whileDraining.status).toBe(200);
    expect(whileDraining.headers.get('connection')).toBe('close');

    // Once the listener closes, a request that still arrives on an open connection is refused.
    await waitFor(() => ctx.app.stopState.isClosing());
    connection.send(get(`/api/lists/${listId}`));
    await sleep(200);
    finishSlow();
    const [slow, refused, ...others] = await connection.answers;
    expect(others).toEqual([]);
    expect(slow?.status).toBe(200);
    expect(JSON.parse(slow?.body ?? '')).toEqual({ isDone: true });
    expect(refused?.status).toBe(503);
    expect(refused?.headers).toContain('retry-after: 5');
    expect(JSON.parse(refused?.body ?? '')).toEqual({
      message: 'This server is restarting. Please try again in a moment.',
      requestId: expect.any(String),
    });

    const result = await stopping;
    expect(result.isClean).toBe(true);
    expect(result.seconds).toBeLessThan(3);
    expect(isDatabaseClosed).toBe(true);
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
    // The view seen while draining was written when the app closed.
    const [list] = await ctx.database.db
      .select({ viewCount: needsLists.viewCount })
      .from(needsLists)
      .where(eq(needsLists.id, listId));
    expect(list?.viewCount).toBe(1);
  });
});
