import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { createLoggerOptions, serializeError, stripQuery } from './logger-options';

function captureLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  const options = createLoggerOptions('info') as pino.LoggerOptions;
  return { logger: pino(options, stream), lines };
}

describe('logging', () => {
  it('never writes a query error’s parameters', () => {
    const error = Object.assign(
      new Error('Failed query: insert into users values ($1, $2)\nparams: ana@example.com,12 Elm St'),
      {
        params: ['ana@example.com', '12 Elm St'],
        query: 'insert into users values ($1, $2)',
      },
    );
    const serialized = serializeError(error);
    expect(JSON.stringify(serialized)).not.toContain('12 Elm St');
    expect(JSON.stringify(serialized)).not.toContain('ana@example.com');
    expect(serialized.message).toBe('Failed query: insert into users values ($1, $2)\nparams: [redacted]');
  });

  it('logs a request as id, method and path only: no headers, cookies, query string or IP', () => {
    const { logger, lines } = captureLogger();
    logger.info(
      {
        req: {
          id: 'r1',
          method: 'POST',
          url: '/api/auth/sign-in?token=secret-token',
          headers: { cookie: 'kindlist.session_token=abc' },
          ip: '203.0.113.9',
        },
      },
      'request completed',
    );
    const line = lines.join('');
    expect(line).toContain('"path":"/api/auth/sign-in"');
    for (const secret of ['secret-token', 'session_token', '203.0.113.9']) expect(line).not.toContain(secret);
  });

  it('keeps a password-reset token out of the logged path', () => {
    expect(stripQuery('/api/auth/reset-password/AbC123xyz?callbackURL=%2Freset')).toBe(
      '/api/auth/reset-password/[token]',
    );
    expect(stripQuery('/api/lists/abc?q=1')).toBe('/api/lists/abc');
  });

  it('redacts passwords and addresses logged by hand', () => {
    const { logger, lines } = captureLogger();
    logger.info({ password: 'hunter2hunter2', address: '12 Elm St' }, 'oops');
    expect(lines.join('')).not.toMatch(/hunter2|Elm St/);
  });

  it('writes one access line per request: method, path, status and time, never the query or the address', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk));
        callback();
      },
    });
    const ctx = await createTestApp({ logStream: stream });
    try {
      await ctx.app.inject({
        method: 'GET',
        url: '/api/lists?q=secret-words',
        remoteAddress: '203.0.113.9',
        headers: { cookie: 'kindlist.session_token=abc' },
      });
    } finally {
      await ctx.close();
    }
    const access = lines.map((line) => JSON.parse(line)).filter((line) => line.msg === 'request completed');
    expect(access).toHaveLength(1);
    expect(access[0]).toMatchObject({ method: 'GET', path: '/api/lists', statusCode: 200 });
    expect(typeof access[0].reqId).toBe('string');
    expect(typeof access[0].responseTime).toBe('number');
    const all = lines.join('');
    for (const secret of ['secret-words', '203.0.113.9', 'session_token']) expect(all).not.toContain(secret);
  });
});
