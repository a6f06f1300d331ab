import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { TEST_PASSWORD } from '../test/test-app';
import { createTestPostgresDatabase } from '../test/test-postgres';
import { startTestSmtpServer } from '../test/test-smtp';

// The real server process, stopped by SIGTERM as a deploy stops it, then started again on its data.

type TServer = { process: ChildProcess; origin: string; output: () => string };

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kindlist-mail-restart-'));
const cleanups: Array<() => Promise<void>> = [];

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  rmSync(dataDir, { recursive: true, force: true });
});

/** DATABASE_URL of a fresh PostgreSQL database on a PostgreSQL run, nothing (the embedded one) else. */
async function prepareDatabaseEnv(): Promise<Record<string, string>> {
  if (process.env.TEST_DB_KIND !== 'postgres' || !process.env.TEST_DATABASE_URL) return {};
  const { url, drop } = await createTestPostgresDatabase();
  cleanups.push(drop);
  return { DATABASE_URL: url };
}

async function startServer(env: Record<string, string>): Promise<TServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      AUTH_SECRET: 'test-secret-that-is-at-least-32-characters-long',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  cleanups.push(async () => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  const port = await vi.waitFor(
    () => {
      const match = /running at http:\/\/localhost:(\d+)/.exec(output);
      if (!match) throw new Error(`not started yet: ${output}`);
      return match[1];
    },
    { timeout: 60_000, interval: 100 },
  );
  return { process: child, origin: `http://127.0.0.1:${port}`, output: () => output };
}

function stopServer(server: TServer): Promise<number | null> {
  return new Promise((resolve) => {
    server.process.once('exit', (code) => resolve(code));
    server.process.kill('SIGTERM');
  });
}

describe('mail across a restart of the server process', () => {
  it('keeps a mail that could not be sent before SIGTERM and sends it after the next start', async () => {
    const first = await startTestSmtpServer();
    await first.close();
    // No drain: a stop that waits for a load balancer would retry the mail meanwhile and push its
    // next attempt past this test's wait.
    const env = { ...(await prepareDatabaseEnv()), SMTP_URL: first.url, SHUTDOWN_DRAIN_MS: '0' };

    const before = await startServer(env);
    const signUp = await fetch(`${before.origin}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Eva',
        lastName: 'Roth',
        email: 'eva@example.com',
        password: TEST_PASSWORD,
      }),
    });
    expect(signUp.status).toBe(201);
    await vi.waitFor(() => expect(before.output()).toContain('mail could not be sent'), { timeout: 15_000 });
    expect(await stopServer(before)).toBe(0);
    expect(before.output()).toMatch(/mail at stop: \d tried, 1 left in the outbox for the next start/);

    const smtp = await startTestSmtpServer(first.port);
    cleanups.push(() => smtp.close());
    const after = await startServer(env);
    await vi.waitFor(() => expect(smtp.received.map((mail) => mail.to)).toEqual([['eva@example.com']]), {
      timeout: 20_000,
      interval: 100,
    });
    expect(await stopServer(after)).toBe(0);
  }, 120_000);
});
