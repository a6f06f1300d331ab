import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../db/client';
import { createFixedClock } from '../services/clock';
import {
  copyEarlierMigrations,
  countEarlierMigrations,
  createPostgresDatabase,
  expectSchemaBroughtUpToDate,
  insertUser,
  makeTempDir,
  populate,
  readAuthSecret,
  readEveryRow,
  readUploads,
  SLOW_TEST_MS,
  writeStrayUpload,
} from '../test/backup-fixtures';
import { createBackup } from './create-backup';
import { withPostgresClient } from './postgres-dump';
import { RestoreRefusedError, restoreBackup } from './restore-backup';

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

  beforeAll(async () => {
    source = tempDir('pg-source');
    sourceUrl = await freshDatabase();
    const database = await openPostgres(sourceUrl);
    await database.migrate();
    await populate(database, source, clock.now());
    await database.close();
    sourceRows = await withPostgresClient(sourceUrl, readEveryRow);
    ({ folder: backupFolder } = await createBackup(
      { dataDir: source, databaseUrl: sourceUrl, isAuthSecretFromEnvironment: false },
      tempDir('pg-backups'),
      clock,
    ));
  }, SLOW_TEST_MS);
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it(
    'restores every row, every uploaded file and the secret into an empty database',
    async () => {
      const target = { dataDir: tempDir('pg-restored'), databaseUrl: await freshDatabase() };
      const report = await restoreBackup(backupFolder, target, { isForced: false });

      expect(await withPostgresClient(target.databaseUrl, readEveryRow)).toEqual(sourceRows);
      expect(report.manifest.database.rowCounts.needs_lists).toBeGreaterThan(0);
      expect(report.rowCounts).toEqual(report.manifest.database.rowCounts);
      expect(await readUploads(target.dataDir)).toEqual(await readUploads(source));
      expect(readAuthSecret(target.dataDir)).toBe(readAuthSecret(source));
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
      expect(await withPostgresClient(target.databaseUrl, readEveryRow)).toEqual(sourceRows);
      expect(await readUploads(target.dataDir)).toEqual(await readUploads(source));
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
