// Shared by `npm run size` and `npm run lighthouse`: builds when dist/ is missing, then runs the built
// server (node dist/server/server.js) on a free port of 127.0.0.1 with a fresh temporary DATA_DIR
// (embedded PGlite, demo content seeded), and stops it again.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { computeSourceStamp } from './source-stamp.mjs';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '..');
export const CLIENT_DIST_DIR = path.join(PROJECT_ROOT, 'dist', 'client');
const SERVER_ENTRY = path.join(PROJECT_ROOT, 'dist', 'server', 'server.js');

// The end-to-end tests' build checks API answers against their schemas: it is larger than the one
// people get, so it is never measured.
function isResponseCheckingBuild(): boolean {
  const stampPath = path.join(PROJECT_ROOT, 'dist', '.source-stamp');
  return (
    existsSync(stampPath) &&
    readFileSync(stampPath, 'utf8') === computeSourceStamp({ isCheckingResponses: true })
  );
}

/** Runs `node scripts/build.mjs` when the client or server build is missing (or is the e2e one). */
export function ensureBuilt(): void {
  const isBuilt = existsSync(path.join(CLIENT_DIST_DIR, 'index.en.html')) && existsSync(SERVER_ENTRY);
  if (isBuilt && !isResponseCheckingBuild()) {
    const builtAt = statSync(path.join(CLIENT_DIST_DIR, 'index.en.html')).mtime;
    console.log(
      `Using the existing build in dist/ (built ${builtAt.toISOString()}; run npm run build to refresh).`,
    );
    return;
  }
  console.log('No build in dist/: running node scripts/build.mjs...');
  const result = spawnSync(process.execPath, [path.join(PROJECT_ROOT, 'scripts', 'build.mjs')], {
    cwd: PROJECT_ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`the build failed (exit code ${result.status ?? result.signal})`);
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port found'))));
    });
  });
}

export type TBuiltServer = { baseUrl: string; pid: number; stop: () => Promise<void> };

async function waitUntilReady(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `the server exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${output()}`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer /api/health within 90 s:\n${output()}`);
}

/** Starts the built server; its logs are kept quiet and shown only if it fails to start. */
export async function startBuiltServer(): Promise<TBuiltServer> {
  const port = await findFreePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kindlist-measure-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // Links and canonical URLs point at the address the browser uses.
    APP_URL: baseUrl,
    SEED_DEMO: '1',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  };
  // Always the embedded database: measurements must not touch a configured PostgreSQL.
  delete env.DATABASE_URL;

  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_ENTRY], {
    cwd: PROJECT_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.removeListener('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilReady(baseUrl, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, pid: child.pid ?? 0, stop };
}
