// `npx tsx scripts/bench-auth-timing.ts [-- --requests 50]`: whether the time of an answer tells if an
// email has an account. Starts the server as a process of its own (tsx src/server/server.ts, a fresh
// temporary DATA_DIR; embedded PGlite, or PostgreSQL when DATABASE_URL is set, where it adds its
// accounts), signs up `--requests` accounts, then asks over a real socket, one request at a time and
// the kinds taking turns: a sign-up with a new email and one with a registered email, and a
// password-reset request for a registered and for an unknown email, and (for comparison: its answers
// are not held) a sign-in with a wrong password for a registered and for an unknown email. Prints each
// kind's median, 10th/90th percentiles and maximum, and how far apart the medians of each pair are.
// Every answer must be the expected status (201 for sign-ups, 200 for resets, 401 for the sign-ins), or
// the script stops: a refusal is not a timing.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const PROJECT_ROOT = path.resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({ options: { requests: { type: 'string', default: '50' } } });
const REQUESTS = Number(args.requests);
if (!Number.isInteger(REQUESTS) || REQUESTS < 5)
  throw new Error('--requests must be a whole number of at least 5');
const PASSWORD = 'a long and rare bench passphrase 1';
const WARM_UP = 5;

async function startServer(dataDir: string): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(PROJECT_ROOT, 'src', 'server', 'server.ts')],
    {
      cwd: PROJECT_ROOT,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        AUTH_SECRET: 'bench-secret-that-is-at-least-32-characters-long',
        SEED_DEMO: '0',
        // The per-address limit is not what is measured (each email stays within its own limits).
        AUTH_RATE_LIMIT_PER_MINUTE: '100000',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at http:\/\/localhost:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`the server exited (${code}) before it was ready:\n${output}`)),
    );
  });
  process.once('exit', () => child.kill('SIGKILL'));
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Sends one JSON POST and returns the milliseconds until its whole answer arrived. */
async function timePost(url: string, body: unknown, expectedStatus: number): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const elapsed = performance.now() - started;
  if (response.status !== expectedStatus) {
    throw new Error(`${url}: ${response.status} instead of ${expectedStatus}: ${text}`);
  }
  return elapsed;
}

function quantile(sorted: number[], q: number): number {
  const position = (sorted.length - 1) * q;
  const below = sorted[Math.floor(position)] ?? Number.NaN;
  const above = sorted[Math.ceil(position)] ?? Number.NaN;
  return below + (above - below) * (position - Math.floor(position));
}

function describe(samples: number[]): { median: number; p10: number; p90: number; max: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    median: quantile(sorted, 0.5),
    p10: quantile(sorted, 0.1),
    p90: quantile(sorted, 0.9),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kindlist-bench-auth-'));
  const server = await startServer(dataDir);
  const run = randomBytes(4).toString('hex');
  const email = (kind: string, index: number) => `bench-${run}-${kind}-${index}@example.com`;
  const signUp = (address: string) => ({
    firstName: 'Ana',
    lastName: 'Ruiz',
    email: address,
    password: PASSWORD,
  });
  try {
    const total = REQUESTS + WARM_UP;
    for (let index = 0; index < total; index += 1) {
      await timePost(`${server.baseUrl}/api/auth/sign-up`, signUp(email('known', index)), 201);
    }
    // Each pair's two requests, by kind; within a round the pairs go in turn, and which of a pair goes
    // first alternates from round to round, so that neither kind always follows the same request.
    const base = server.baseUrl;
    const wrongPassword = (address: string) => ({ email: address, password: 'not the password 1' });
    const pairs: Array<Array<{ kind: string; send: (index: number) => Promise<number> }>> = [
      [
        {
          kind: 'sign-up, new email',
          send: (i) => timePost(`${base}/api/auth/sign-up`, signUp(email('new', i)), 201),
        },
        {
          kind: 'sign-up, registered email',
          send: (i) => timePost(`${base}/api/auth/sign-up`, signUp(email('known', i)), 201),
        },
      ],
      [
        {
          kind: 'reset, registered email',
          send: (i) => timePost(`${base}/api/auth/request-password-reset`, { email: email('known', i) }, 200),
        },
        {
          kind: 'reset, unknown email',
          send: (i) =>
            timePost(`${base}/api/auth/request-password-reset`, { email: email('nobody', i) }, 200),
        },
      ],
      [
        {
          kind: 'sign-in, registered email',
          send: (i) => timePost(`${base}/api/auth/sign-in`, wrongPassword(email('known', i)), 401),
        },
        {
          kind: 'sign-in, unknown email',
          send: (i) => timePost(`${base}/api/auth/sign-in`, wrongPassword(email('nobody', i)), 401),
        },
      ],
    ];
    const samples: Record<string, number[]> = Object.fromEntries(
      pairs.flat().map(({ kind }) => [kind, [] as number[]]),
    );
    for (let index = 0; index < total; index += 1) {
      for (const pair of pairs) {
        for (const { kind, send } of index % 2 === 0 ? pair : [...pair].reverse()) {
          const elapsed = await send(index);
          if (index >= WARM_UP) samples[kind]?.push(elapsed);
        }
      }
    }
    const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';
    console.log(`\n${REQUESTS} requests of each kind over a real socket (${database}), in ms:\n`);
    const described = Object.fromEntries(
      Object.entries(samples).map(([kind, times]) => [kind, describe(times)]),
    );
    const figure = (value: number) => value.toFixed(1).padStart(7);
    for (const [kind, { median, p10, p90, max }] of Object.entries(described)) {
      console.log(
        `  ${kind.padEnd(28)} median ${figure(median)}   p10 ${figure(p10)}   p90 ${figure(p90)}   max ${figure(max)}`,
      );
    }
    const gap = (a: string, b: string) =>
      ((described[a]?.median ?? 0) - (described[b]?.median ?? 0)).toFixed(1);
    console.log(
      `\n  medians apart: sign-up (new − registered) ${gap('sign-up, new email', 'sign-up, registered email')} ms; reset (registered − unknown) ${gap('reset, registered email', 'reset, unknown email')} ms; sign-in (registered − unknown) ${gap('sign-in, registered email', 'sign-in, unknown email')} ms\n`,
    );
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
