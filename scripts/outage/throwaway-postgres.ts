// A PostgreSQL server of the suite's own (initdb/pg_ctl in a temporary folder, on a port of its
// choosing), which the suite stops, starts, freezes and thaws. Never the machine's shared server.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const BIN_DIR = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';

export type TThrowawayPostgres = {
  url: string;
  start: () => Promise<void>;
  /** pg_ctl stop -m fast: connections are ended, new ones refused. */
  stop: () => Promise<void>;
  /** SIGSTOP to the server and all its processes: connections stay open and nothing answers. */
  freeze: () => void;
  thaw: () => void;
  query: <TRow>(text: string) => Promise<TRow[]>;
  remove: () => Promise<void>;
};

// PostgreSQL refuses to run as root: as root, its commands run as the postgres account.
const isRoot = process.getuid?.() === 0;
const SERVER_ACCOUNT = process.env.PG_ACCOUNT ?? 'postgres';

const execFileAsync = promisify(execFile);

// Not blocking: the suite's traffic keeps running while the server stops or starts.
async function run(command: string, args: string[]): Promise<void> {
  const binary = path.join(BIN_DIR, command);
  const [file, fullArgs] = isRoot
    ? ['runuser', ['-u', SERVER_ACCOUNT, '--', binary, ...args]]
    : [binary, args];
  await execFileAsync(file, fullArgs);
}

export async function createThrowawayPostgres(port: number): Promise<TThrowawayPostgres> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kindlist-outage-pg-'));
  if (isRoot) execFileSync('chown', [SERVER_ACCOUNT, dir]);
  const dataDir = path.join(dir, 'data');
  await run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off`;
  const pids = (): number[] => {
    const postmaster = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((pid) => pid > 0);
    return [postmaster, ...children];
  };
  const signal = (name: NodeJS.Signals) => {
    for (const pid of pids()) {
      try {
        process.kill(pid, name);
      } catch {
        // a backend that ended meanwhile
      }
    }
  };
  const database = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => run('pg_ctl', ['-D', dataDir, '-o', options, '-w', '-l', path.join(dir, 'log'), 'start']),
    stop: () => run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']),
    freeze: () => signal('SIGSTOP'),
    thaw: () => signal('SIGCONT'),
    async query<TRow>(text: string): Promise<TRow[]> {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        return (await client.query(text)).rows as TRow[];
      } finally {
        await client.end();
      }
    },
    async remove() {
      if (existsSync(path.join(dataDir, 'postmaster.pid'))) {
        try {
          signal('SIGCONT');
          await run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
        } catch {
          // already stopped
        }
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return database;
}
