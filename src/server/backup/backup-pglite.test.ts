import { execFile, spawn } from 'node:child_process';
import { appendFileSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseInUseError, openPglite } from '../db/client';
import { PROJECT_ROOT } from '../paths';
import { createFixedClock } from '../services/clock';
import {
  addSignInSecrets,
  copyEarlierMigrations,
  countEarlierMigrations,
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
import { createBackup, PGLITE_DUMP_FILE } from './create-backup';
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
  let secrets: TSignInSecrets;
  const backUp = (dataDir: string, out: string) =>
    createBackup({ dataDir, databaseUrl: undefined, isAuthSecretFromEnvironment: false }, out, clock);

  // A seeded database, an app run on it and a backup: several openings of the database.
  beforeAll(async () => {
    source = tempDir('source');
    outDir = tempDir('backups');
    const database = await openPglite(source);
    await database.migrate();
    await populate(database, source, clock.now());
    secrets = await addSignInSecrets(database, clock);
    await database.close();
    sourceRows = await queryPglite(source, readEveryRow);
    // The most permissive umask: nothing the backup writes may depend on the operator's.
    ({ folder: backupFolder } = await withUmask(0o000, () => backUp(source, outDir)));
  }, 2 * SLOW_TEST_MS);
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it(
    'restores every row but sign-in secrets, every uploaded file and the secret into an empty DATA_DIR',
    async () => {
      const target = tempDir('restored');
      const report = await withUmask(0o000, () =>
        restoreBackup(backupFolder, { dataDir: target, databaseUrl: undefined }, { isForced: false }),
      );

      expectRestoredWithoutSecrets(await queryPglite(target, readEveryRow), sourceRows, secrets);
      expect(sourceRows['public."blog_posts"']?.length).toBeGreaterThan(0);
      const uploads = await readUploads(target);
      expect(uploads).toEqual(await readUploads(source));
      expect(Object.keys(uploads)).toContain('list-photos/family.webp');
      expect(readAuthSecret(target)).toBe(readAuthSecret(source));
      expect(report.rowCounts).toEqual(report.manifest.database.rowCounts);
      expect(report.manifest.database.rowCounts.needs_lists).toBeGreaterThan(0);
      expect(report.manifest.createdAt).toBe(clock.now().toISOString());
      // What the restore writes that others must not read stays the owner's, whatever the umask.
      const modes = readModes(target);
      expect(modes[AUTH_SECRET_FILE]).toBe('600');
      expect(modes['pglite/']).toBe('700');
    },
    SLOW_TEST_MS,
  );

  it('leaves sessions, reset and confirmation links, the mails holding them and Google tokens out of the archive', () => {
    const archive = gunzipSync(readFileSync(path.join(backupFolder, PGLITE_DUMP_FILE)));
    expect(findSecrets(archive, secrets)).toEqual([]);
    // The archive is the database's own files: the test would see a secret there if one were left.
    expect(archive.includes(secrets.email)).toBe(true);
  });

  it(
    'writes folders only the owner can open and files only the owner can read, whatever the umask',
    async () => {
      expect(readModes(backupFolder)).toEqual(toOwnerOnly(readModes(backupFolder)));
      expect(Object.keys(readModes(backupFolder))).toEqual(
        expect.arrayContaining([
          'data/',
          'data/uploads/list-photos/family.webp',
          `data/${AUTH_SECRET_FILE}`,
          PGLITE_DUMP_FILE,
          'manifest.json',
        ]),
      );
      const newOut = path.join(tempDir('umask-022'), 'backups');
      const { folder } = await withUmask(0o022, () => backUp(source, newOut));
      expect(readModes(folder)).toEqual(toOwnerOnly(readModes(folder)));
      expect(readModes(newOut)['./']).toBe('700');
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
      expectRestoredWithoutSecrets(await queryPglite(target, readEveryRow), sourceRows, secrets);
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
