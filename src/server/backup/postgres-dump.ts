import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import pg from 'pg';
import type { TRunQuery } from './backup-manifest';
import {
  listLeftOutRows,
  type TLeftOutRows,
  toKeptRowsInsert,
  toKeptRowsQuery,
  toKeptWhere,
} from './left-out-rows';
import { writePrivateFile } from './private-files';

const run = promisify(execFile);

export class BackupToolMissingError extends Error {
  constructor(tool: string) {
    super(
      `${tool} was not found. Install the PostgreSQL client tools (Debian: apt-get install postgresql-client-15) ` +
        'or set PG_BIN_DIR to the folder that holds pg_dump and pg_restore.',
    );
    this.name = 'BackupToolMissingError';
  }
}

// pg_dump must be at least as new as the server, so the newest installed version is preferred.
function listToolFolders(): string[] {
  const folders: string[] = [];
  if (process.env.PG_BIN_DIR) folders.push(process.env.PG_BIN_DIR);
  const debianRoot = '/usr/lib/postgresql';
  if (existsSync(debianRoot)) {
    const versions = readdirSync(debianRoot)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    for (const version of versions) folders.push(path.join(debianRoot, version, 'bin'));
  }
  folders.push(...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean));
  return folders;
}

export function findPostgresTool(tool: 'pg_dump' | 'pg_restore'): string {
  for (const folder of listToolFolders()) {
    const candidate = path.join(folder, tool);
    if (existsSync(candidate)) return candidate;
  }
  throw new BackupToolMissingError(tool);
}

// A password in the URL would be visible to every user of the machine in the process list; the
// tools read it from the environment instead.
function toToolConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (url.password) {
    env.PGPASSWORD = decodeURIComponent(url.password);
    url.password = '';
  }
  return { dbname: url.toString(), env };
}

async function readToolMajor(toolPath: string): Promise<{ major: number; line: string }> {
  const { stdout } = await run(toolPath, ['--version']);
  const line = stdout.trim();
  return { major: Number.parseInt(line.match(/(\d+)(\.\d+)*\s*(\(|$)/)?.[1] ?? '0', 10), line };
}

export async function withPostgresClient<T>(
  databaseUrl: string,
  work: (runQuery: TRunQuery) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await work(async (text) => (await client.query(text)).rows as Array<Record<string, unknown>>);
  } finally {
    await client.end();
  }
}

// The rows kept of the tables a backup filters, read from the dump's snapshot: { table: [row, ...] }.
async function writeKeptRows(
  runQuery: TRunQuery,
  rules: TLeftOutRows[],
  keptRowsPath: string,
): Promise<void> {
  const kept: Record<string, unknown[]> = {};
  for (const rule of rules.filter((candidate) => candidate.keptWhere !== 'false')) {
    const [row] = await runQuery(toKeptRowsQuery(rule));
    kept[rule.table] = JSON.parse(String(row?.rows ?? '[]')) as unknown[];
  }
  await writePrivateFile(keptRowsPath, gzipSync(JSON.stringify(kept)));
}

/**
 * Writes a custom-format dump (compressed, restorable table by table) and returns the tool's version
 * line. `inspect` reads the same snapshot that pg_dump copies, so the manifest's counts match the dump
 * while the app keeps writing. The tables a backup filters (left-out-rows.ts) are dumped without their
 * rows; the rows they keep are written from the same snapshot to `keptRowsPath`, which a restore loads
 * after the dump.
 */
export async function dumpPostgres(
  databaseUrl: string,
  files: { dumpPath: string; keptRowsPath: string },
  inspect: (runQuery: TRunQuery, keptWhere: Record<string, string>) => Promise<void>,
): Promise<string> {
  const toolPath = findPostgresTool('pg_dump');
  const tool = await readToolMajor(toolPath);
  await withPostgresClient(databaseUrl, async (runQuery) => {
    const [server] = await runQuery("select current_setting('server_version_num')::int / 10000 as major");
    if (tool.major < Number(server?.major)) {
      throw new Error(
        `${toolPath} is version ${tool.major}, older than the server (${server?.major}): pg_dump must be at ` +
          'least as new as the server. Install a newer client or set PG_BIN_DIR.',
      );
    }
    await runQuery('begin isolation level repeatable read read only');
    const [snapshot] = await runQuery('select pg_export_snapshot() as id');
    const rules = await listLeftOutRows(runQuery);
    await inspect(runQuery, toKeptWhere(rules));
    await writeKeptRows(runQuery, rules, files.keptRowsPath);
    const { dbname, env } = toToolConnection(databaseUrl);
    const args = [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--snapshot=${String(snapshot?.id)}`,
      ...rules.map((rule) => `--exclude-table-data=public.${rule.table}`),
    ];
    // pg_dump creates its file with the umask's mode; writing into an existing file keeps the file's.
    await writePrivateFile(files.dumpPath, '');
    await run(toolPath, [...args, `--file=${files.dumpPath}`, `--dbname=${dbname}`], {
      env,
      maxBuffer: 16 * 1024 * 1024,
    });
    await runQuery('commit');
  });
  return tool.line;
}

/** Tables in the schemas the app owns (its tables and drizzle's migration journal). */
export async function listPostgresTables(databaseUrl: string): Promise<string[]> {
  return withPostgresClient(databaseUrl, async (runQuery) => {
    const rows = await runQuery(
      "select table_schema || '.' || table_name as name from information_schema.tables where table_schema in ('public', 'drizzle') order by 1",
    );
    return rows.map((row) => String(row.name));
  });
}

/** Other sessions on the same database: running app instances, or anyone else, which a restore must not pull the tables from under. */
export async function countOtherSessions(databaseUrl: string): Promise<number> {
  return withPostgresClient(databaseUrl, async (runQuery) => {
    const [row] = await runQuery(
      'select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return Number(row?.n ?? 0);
  });
}

/** Empties the database for a forced restore: the app's schemas go, with the extensions in them. */
export async function clearPostgres(databaseUrl: string): Promise<void> {
  await withPostgresClient(databaseUrl, async (runQuery) => {
    await runQuery('drop schema if exists drizzle cascade');
    await runQuery('drop schema if exists public cascade');
    await runQuery('create schema public');
  });
}

/** Loads a dump in one transaction: a failed restore leaves the database as it was. */
export async function restorePostgres(databaseUrl: string, dumpPath: string): Promise<void> {
  const toolPath = findPostgresTool('pg_restore');
  const { dbname, env } = toToolConnection(databaseUrl);
  try {
    await run(
      toolPath,
      [
        '--single-transaction',
        '--exit-on-error',
        '--no-owner',
        '--no-privileges',
        `--dbname=${dbname}`,
        dumpPath,
      ],
      { env, maxBuffer: 16 * 1024 * 1024 },
    );
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`pg_restore failed, nothing was restored:\n${stderr || String(error)}`);
  }
}

/** Loads the rows a backup kept of the tables it filters, in one transaction, after the dump is restored. */
export async function restoreKeptRows(databaseUrl: string, keptRowsPath: string): Promise<void> {
  const kept = JSON.parse(gunzipSync(await readFile(keptRowsPath)).toString('utf8')) as Record<
    string,
    unknown[]
  >;
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query('begin');
    for (const [table, rows] of Object.entries(kept)) {
      await client.query(toKeptRowsInsert(table), [JSON.stringify(rows)]);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw new Error(`The rows kept apart from the dump could not be restored: ${String(error)}`);
  } finally {
    await client.end();
  }
}
