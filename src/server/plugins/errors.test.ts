import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestContext } from '../test/test-app';
import {
  HEADERS_TOO_LARGE_MESSAGE,
  MALFORMED_REQUEST_MESSAGE,
  MALFORMED_URL_MESSAGE,
  URL_TOO_LONG_MESSAGE,
} from './errors';

let ctx: TTestContext;
let port: number;

beforeAll(async () => {
  ctx = await createTestApp();
  port = Number(new URL(await ctx.app.listen({ port: 0, host: '127.0.0.1' })).port);
});
afterAll(async () => {
  await ctx.close();
});

/** Writes `raw` to the app's socket exactly as given and reads the whole answer. */
function sendRaw(raw: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(raw));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server closes the connection right after its answer; what was read still counts.
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body });
    });
  });
}

describe('answers Fastify and Node give before any route runs', () => {
  it('refuse a path with a broken % code as { message } with 400 and the security headers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/lists/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MALFORMED_URL_MESSAGE });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");

    const overSocket = await sendRaw(
      'GET /api/lists/%E0%A4%A HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(overSocket.status).toBe(400);
    expect(JSON.parse(overSocket.body)).toEqual({ message: MALFORMED_URL_MESSAGE });
  });

  it('refuse a path parameter longer than any id as { message } with 414', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/lists/${'a'.repeat(201)}` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ message: URL_TOO_LONG_MESSAGE });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuse a request Node cannot parse, over a real socket, as { message }', async () => {
    const malformed = await sendRaw('GET /api/health HTTP/1.1\r\nHost: localhost\r\nBad Header\r\n\r\n');
    expect(malformed.status).toBe(400);
    expect(malformed.headers).toContain('content-type: application/json');
    expect(malformed.headers).toContain('x-content-type-options: nosniff');
    // Its words are in the language its headers asked for, as far as they arrived.
    expect(malformed.headers).toContain('vary: accept-language, cookie');
    expect(malformed.headers).toContain('cache-control: no-store');
    expect(JSON.parse(malformed.body)).toEqual({ message: MALFORMED_REQUEST_MESSAGE });

    const oversized = await sendRaw(
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(oversized.status).toBe(431);
    expect(JSON.parse(oversized.body)).toEqual({ message: HEADERS_TOO_LARGE_MESSAGE });
  });
});
