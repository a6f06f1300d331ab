import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../db/client';
import { createFixedClock } from '../services/clock';
import {
  addSignInSecrets,
  copyEarlierMigrations,
  countEarlierMigrations,
  createPostgresDatabase,
  expectRestoredWithoutSecrets,
  expectSchemaBroughtUpToDate,
  findSecrets,
  insertUser,
  makeTempDir,
  populate,
  readAuthSecret,
  readEveryRow,
  readModes,
  readUploads,
  SLOW_TEST_MS,
  type TSignInSecrets,
  toOwnerOnly,
  withUmask,
  writeStrayUpload,
} from '../test/backup-fixtures';
import { AUTH_SECRET_FILE } from './backup-manifest';
import { createBackup, POSTGRES_DUMP_FILE, POSTGRES_KEPT_ROWS_FILE } from './create-backup';
import { findPostgresTool, withPostgresClient } from './postgres-dump';
import { RestoreRefusedError, restoreBackup } from './restore-backup';

const run = promisify(execFile);
const clock = createFixedClock(new Date());
const cleanups: Array<() => Promise<void>> = [];

function tempDir(label: string): string {
  const dir = makeTempDir(label);
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function freshDatabase(): Promise<string> {
  const { url, drop } = await createPostgresDatabase();
  cleanups.push(drop);
  return url;
}

async function insertUserInto(databaseUrl: string, email: string): Promise<void> {
  const database = await openPostgres(databaseUrl);
  await insertUser(database, email, clock.now());
  await database.close();
}

// pg_dump and pg_restore against the TEST_DATABASE_URL server, into databases this file creates and drops.
describe.runIf(process.env.TEST_DB_KIND === 'postgres')('backups of a PostgreSQL database', () => {
  let source = '';
  let sourceUrl = '';
  let backupFolder = '';
  let sourceRows: Record<string, string[]> = {};
  let secrets: TSignInSecrets;
  const backUp = (out: string) =>
    createBackup({ dataDir: source, databaseUrl: sourceUrl, isAuthSecretFromEnvironment: false }, out, clock);

  // A seeded database, an app run on it and a backup: several openings of the database.
  beforeAll(async () => {
    source = tempDir('pg-source');
    sourceUrl = await freshDatabase();
    const database = await openPostgres(sourceUrl);
    await database.migrate();
    await populate(database, source, clock.now());
    secrets = await addSignInSecrets(database, clock);
    await database.close();
    sourceRows = await withPostgresClient(sourceUrl, readEveryRow);
    // The most permissive umask (pg_dump, a child process, inherits it too).
    ({ folder: backupFolder } = await withUmask(0o000, () => backUp(tempDir('pg-backups'))));
  }, 2 * SLOW_TEST_MS);
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it(
    'restores every row but sign-in secrets, every uploaded file and the secret into an empty database',
    async () => {
      const target = { dataDir: tempDir('pg-restored'), databaseUrl: await freshDatabase() };
      const report = await withUmask(0o000, () => restoreBackup(backupFolder, target, { isForced: false }));

      const restored = await withPostgresClient(target.databaseUrl, readEveryRow);
      expectRestoredWithoutSecrets(restored, sourceRows, secrets);
      expect(report.manifest.database.rowCounts.needs_lists).toBeGreaterThan(0);
      expect(report.rowCounts).toEqual(report.manifest.database.rowCounts);
      expect(await readUploads(target.dataDir)).toEqual(await readUploads(source));
      expect(readAuthSecret(target.dataDir)).toBe(readAuthSecret(source));
      expect(readModes(target.dataDir)[AUTH_SECRET_FILE]).toBe('600');
    },
    SLOW_TEST_MS,
  );

  it('leaves sessions, reset and confirmation links, the mails holding them and Google tokens out of every file', async () => {
    // The dump as the SQL pg_restore would run (its table data is compressed in the file itself).
    const { stdout: script } = await run(
      findPostgresTool('pg_restore'),
      ['--file=-', path.join(backupFolder, POSTGRES_DUMP_FILE)],
      { maxBuffer: 256 * 1024 * 1024 },
    );
    expect(findSecrets(script, secrets)).toEqual([]);
    expect(script).toContain(secrets.email);
    for (const file of readdirSync(backupFolder).filter((name) => name.endsWith('.gz'))) {
      expect(findSecrets(gunzipSync(readFileSync(path.join(backupFolder, file))), secrets)).toEqual([]);
    }
  });

  it(
    'writes folders only the owner can open and files only the owner can read, whatever the umask',
    async () => {
      expect(readModes(backupFolder)).toEqual(toOwnerOnly(readModes(backupFolder)));
      expect(Object.keys(readModes(backupFolder))).toEqual(
        expect.arrayContaining([`data/${AUTH_SECRET_FILE}`, POSTGRES_DUMP_FILE, 'manifest.json']),
      );
      const out = path.join(tempDir('pg-umask-022'), 'backups');
      const { folder } = await withUmask(0o022, () => backUp(out));
      expect(readModes(folder)).toEqual(toOwnerOnly(readModes(folder)));
      expect(readModes(out)['./']).toBe('700');
    },
    SLOW_TEST_MS,
  );

  it(
    'refuses to restore over a database holding data unless forced, then replaces it',
    async () => {
      const target = { dataDir: tempDir('pg-occupied'), databaseUrl: await freshDatabase() };
      const database = await openPostgres(target.databaseUrl);
      await database.migrate();
      await database.close();
      await insertUserInto(target.databaseUrl, 'only-here@example.com');
      writeStrayUpload(target.dataDir);

      const app = await openPostgres(target.databaseUrl);
      await app.ping();
      const whileConnected = restoreBackup(backupFolder, target, { isForced: true });
      await expect(whileConnected).rejects.toThrow(
        /1 other session is connected to the database\. Stop every app instance/,
      );
      await app.close();

      const refused = restoreBackup(backupFolder, target, { isForced: false });
      await expect(refused).rejects.toThrow(RestoreRefusedError);
      await expect(refused).rejects.toThrow(
        /The database already has \d+ tables\. .*uploads already holds 1 file\.[\s\S]*--force/,
      );
      const kept = await withPostgresClient(target.databaseUrl, readEveryRow);
      expect(kept['public."users"']?.join()).toContain('only-here@example.com');

      await restoreBackup(backupFolder, target, { isForced: true });
      expectRestoredWithoutSecrets(
        await withPostgresClient(target.databaseUrl, readEveryRow),
        sourceRows,
        secrets,
      );
      expect(await readUploads(target.dataDir)).toEqual(await readUploads(source));
    },
    SLOW_TEST_MS,
  );

  it(
    'empties the database again when the rows kept apart cannot be loaded after the dump',
    async () => {
      // A copy of the backup whose kept rows name a column no table has, its manifest made to match.
      const broken = tempDir('pg-broken-kept-rows');
      await cp(backupFolder, broken, { recursive: true });
      const keptPath = path.join(broken, POSTGRES_KEPT_ROWS_FILE);
      await writeFile(keptPath, gzipSync(JSON.stringify({ users: [{ id: 'x', no_such_column: 1 }] })));
      const manifestPath = path.join(broken, 'manifest.json');
      const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as {
        files: Array<{ path: string; size: number; sha256: string }>;
      };
      const bytes = await readFile(keptPath);
      for (const file of manifest.files) {
        if (file.path !== POSTGRES_KEPT_ROWS_FILE) continue;
        file.size = bytes.length;
        file.sha256 = createHash('sha256').update(bytes).digest('hex');
      }
      await writeFile(manifestPath, JSON.stringify(manifest));

      const target = { dataDir: tempDir('pg-half'), databaseUrl: await freshDatabase() };
      await expect(restoreBackup(broken, target, { isForced: false })).rejects.toThrow(
        /could not be restored[\s\S]*emptied again; nothing was restored/,
      );
      const tables = await withPostgresClient(target.databaseUrl, (runQuery) =>
        runQuery(
          "select table_name from information_schema.tables where table_schema in ('public', 'drizzle')",
        ),
      );
      expect(tables).toEqual([]);
    },
    SLOW_TEST_MS,
  );

  it(
    'brings a backup taken on an older schema up to the current one after restoring it',
    async () => {
      const earlier = await copyEarlierMigrations(await countEarlierMigrations());
      cleanups.push(async () => rmSync(earlier.folder, { recursive: true, force: true }));
      const oldUrl = await freshDatabase();
      const oldDatabase = await openPostgres(oldUrl, earlier.folder);
      await oldDatabase.migrate();
      await oldDatabase.close();
      await insertUserInto(oldUrl, 'ana@example.com');
      const { folder } = await createBackup(
        { dataDir: tempDir('pg-old-app'), databaseUrl: oldUrl, isAuthSecretFromEnvironment: true },
        tempDir('pg-old-backups'),
        clock,
      );
      const target = { dataDir: tempDir('pg-upgraded'), databaseUrl: await freshDatabase() };
      const report = await restoreBackup(folder, target, { isForced: false });

      expect(report.manifest.authSecret).toBe('environment');
      await expectSchemaBroughtUpToDate(report, earlier.lastTag);
      const rows = await withPostgresClient(target.databaseUrl, readEveryRow);
      expect(rows['public."users"']?.join()).toContain('ana@example.com');
    },
    SLOW_TEST_MS,
  );
});
