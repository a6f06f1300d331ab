// The real server (src/server/server.ts, bundled as `npm run build` bundles it) as a child process,
// with every log line it writes kept with the moment it arrived.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { bundleServer } from '../bundle-server.mjs';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '..', '..');
const OUT_DIR = path.join(PROJECT_ROOT, 'dist', 'outage');

export type TLogLine = {
  atMs: number;
  bytes: number;
  level: number;
  msg: string;
  raw: string;
  isJson: boolean;
};

export type TServerProcess = {
  baseUrl: string;
  logs: TLogLine[];
  child: ChildProcess;
  /** Resolves with the exit code and the moment of exit. */
  exited: Promise<{ code: number | null; atMs: number }>;
};

export async function bundleTheServer(): Promise<void> {
  await bundleServer({ server: path.join(PROJECT_ROOT, 'src/server/server.ts') }, OUT_DIR);
}

export async function startServer(options: {
  port: number;
  env: Record<string, string>;
  now: () => number;
}): Promise<TServerProcess> {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(OUT_DIR, 'server.js')], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...options.env, PORT: String(options.port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: TLogLine[] = [];
  let pending = '';
  const keep = (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const raw of lines) {
      if (!raw.trim()) continue;
      let level = 50;
      let msg = raw;
      let isJson = false;
      try {
        const parsed = JSON.parse(raw) as { level?: number; msg?: string };
        level = parsed.level ?? 0;
        msg = parsed.msg ?? '';
        isJson = true;
      } catch {
        // not the app's logger: a console line (a printed stack takes several)
      }
      logs.push({ atMs: options.now(), bytes: Buffer.byteLength(raw) + 1, level, msg, raw, isJson });
    }
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<{ code: number | null; atMs: number }>((resolve) =>
    child.once('exit', (code) => resolve({ code, atMs: options.now() })),
  );
  process.once('exit', () => child.kill('SIGKILL'));
  const deadline = performance.now() + 120_000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) })).ok) {
        return { baseUrl, logs, child, exited };
      }
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  child.kill('SIGKILL');
  throw new Error(
    `the server did not start:\n${logs
      .map((line) => line.raw)
      .join('\n')
      .slice(-5000)}`,
  );
}
