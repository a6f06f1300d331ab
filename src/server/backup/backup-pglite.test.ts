import { execFile, spawn } from 'node:child_process';
import { appendFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseInUseError, openPglite } from '../db/client';
import { PROJECT_ROOT } from '../paths';
import { createFixedClock } from '../services/clock';
import {
  copyEarlierMigrations,
  countEarlierMigrations,
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
import { AUTH_SECRET_FILE } from './backup-manifest';
import { createBackup } from './create-backup';
import { getPgliteDir, queryPglite } from './pglite-dump';
import { RestoreRefusedError, restoreBackup } from './restore-backup';

const run = promisify(execFile);
const TSX = path.join(PROJECT_ROOT, 'node_modules', '.bin', 'tsx');

/** Runs a backup command as an operator would, with DATA_DIR as the only configuration. */
async function runCommand(script: string, args: string[], dataDir: string) {
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', AUTH_SECRET: '' };
  return run(TSX, [path.join(PROJECT_ROOT, 'src/server/cli', script), ...args], { env }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

const clock = createFixedClock(new Date());
const dirs: string[] = [];
function tempDir(label: string): string {
  const dir = makeTempDir(label);
  dirs.push(dir);
  return dir;
}

// The suite covers the embedded database; the PostgreSQL run has its own file.
describe.runIf(process.env.TEST_DB_KIND !== 'postgres')('backups of the embedded database', () => {
  let source = '';
  let outDir = '';
  let backupFolder = '';
  let sourceRows: Record<string, string[]> = {};

  beforeAll(async () => {
    source = tempDir('source');
    outDir = tempDir('backups');
    const database = await openPglite(source);
    await database.migrate();
    await populate(database, source, clock.now());
    await database.close();
    sourceRows = await queryPglite(source, readEveryRow);
    ({ folder: backupFolder } = await createBackup(
      { dataDir: source, databaseUrl: undefined, isAuthSecretFromEnvironment: false },
      outDir,
      clock,
    ));
  }, SLOW_TEST_MS);
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it(
    'restores every row, every uploaded file and the secret into an empty DATA_DIR',
    async () => {
      const target = tempDir('restored');
      const report = await restoreBackup(
        backupFolder,
        { dataDir: target, databaseUrl: undefined },
        { isForced: false },
      );

      expect(await queryPglite(target, readEveryRow)).toEqual(sourceRows);
      expect(sourceRows['public."blog_posts"']?.length).toBeGreaterThan(0);
      const uploads = await readUploads(target);
      expect(uploads).toEqual(await readUploads(source));
      expect(Object.keys(uploads)).toContain('list-photos/family.webp');
      expect(readAuthSecret(target)).toBe(readAuthSecret(source));
      expect(report.rowCounts).toEqual(report.manifest.database.rowCounts);
      expect(report.manifest.database.rowCounts.needs_lists).toBeGreaterThan(0);
      expect(report.manifest.createdAt).toBe(clock.now().toISOString());
    },
    SLOW_TEST_MS,
  );

  it(
    'refuses to restore over a database holding data unless forced, then replaces it',
    async () => {
      const target = tempDir('occupied');
      // Any table makes a database occupied; one the app never had shows the replacement is whole.
      const occupant = new PGlite(getPgliteDir(target));
      await occupant.exec(
        "create table family_notes (note text); insert into family_notes values ('only here')",
      );
      await occupant.close();
      writeStrayUpload(target);

      const refused = await runCommand('db-restore.ts', [backupFolder], target);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`The embedded database in ${target} already has 1 table.`);
      expect(refused.stderr).toContain('uploads already holds 1 file.');
      expect(refused.stderr).toContain('--force');
      const kept = await queryPglite(target, readEveryRow);
      expect(kept['public."family_notes"']).toEqual(['{"note": "only here"}']);

      const forced = await restoreBackup(
        backupFolder,
        { dataDir: target, databaseUrl: undefined },
        { isForced: true },
      );
      expect(await readUploads(target)).toEqual(await readUploads(source));
      expect(forced.replaced.join(' ')).toContain('already has 1 table.');
      expect(await queryPglite(target, readEveryRow)).toEqual(sourceRows);
    },
    SLOW_TEST_MS,
  );

  it('refuses to restore while another process holds the embedded database', async () => {
    const target = tempDir('held');
    const holder = spawn('sleep', ['30']);
    try {
      writeFileSync(path.join(target, 'pglite.lock'), String(holder.pid));
      const restore = restoreBackup(
        backupFolder,
        { dataDir: target, databaseUrl: undefined },
        { isForced: true },
      );
      await expect(restore).rejects.toThrow(DatabaseInUseError);
      await expect(restore).rejects.toThrow(`in use by another Kindlist process (pid ${holder.pid})`);
      expect(readdirSync(target)).toEqual(['pglite.lock']);
    } finally {
      holder.kill();
    }
  });

  it('refuses a backup whose files do not match their checksums', async () => {
    const damaged = path.join(outDir, 'damaged');
    await run('cp', ['-r', backupFolder, damaged]);
    appendFileSync(path.join(damaged, 'data', AUTH_SECRET_FILE), 'x');
    const restore = restoreBackup(
      damaged,
      { dataDir: tempDir('unused'), databaseUrl: undefined },
      { isForced: false },
    );
    await expect(restore).rejects.toThrow(RestoreRefusedError);
    await expect(restore).rejects.toThrow(/damaged.*\n.*auth-secret \(checksum differs\)/);
  });

  it(
    'refuses to back up while the app holds the database, naming its process',
    async () => {
      const database = await openPglite(source);
      try {
        const result = await runCommand('db-backup.ts', ['--out', outDir], source);
        expect(result.code).toBe(1);
        expect(result.stderr).toContain(`in use by another Kindlist process (pid ${process.pid})`);
      } finally {
        await database.close();
      }
    },
    SLOW_TEST_MS,
  );

  it(
    'brings a backup taken on an older schema up to the current one after restoring it',
    async () => {
      const earlier = await copyEarlierMigrations(await countEarlierMigrations());
      dirs.push(earlier.folder);
      const oldDataDir = tempDir('old-app');
      const oldDatabase = await openPglite(oldDataDir, earlier.folder);
      await oldDatabase.migrate();
      await insertUser(oldDatabase, 'ana@example.com', clock.now());
      await oldDatabase.close();
      const { folder } = await createBackup(
        { dataDir: oldDataDir, databaseUrl: undefined, isAuthSecretFromEnvironment: false },
        tempDir('old-backups'),
        clock,
      );
      const target = tempDir('upgraded');
      const report = await restoreBackup(
        folder,
        { dataDir: target, databaseUrl: undefined },
        { isForced: false },
      );

      expect(report.manifest.database.schemaVersion.lastMigration).toBe(earlier.lastTag);
      await expectSchemaBroughtUpToDate(report, earlier.lastTag);
      const rows = await queryPglite(target, readEveryRow);
      expect(rows['public."users"']?.join()).toContain('ana@example.com');
    },
    SLOW_TEST_MS,
  );
});
