import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupToolMissingError } from '../backup/postgres-dump';
import { countOf, RestoreRefusedError, restoreBackup } from '../backup/restore-backup';
import { ConfigError } from '../config';
import { DatabaseInUseError } from '../db/client';
import { loadBackupConfig } from './backup-config';

const USAGE = 'Usage: npm run db:restore -- BACKUP_FOLDER [--force]';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean' }, help: { type: 'boolean' } },
    allowPositionals: true,
  });
  if (values.help || positionals.length !== 1) {
    console.log(USAGE);
    process.exitCode = values.help ? 0 : 2;
    return;
  }
  const target = loadBackupConfig();
  const folder = path.resolve(positionals[0] as string);
  const report = await restoreBackup(folder, target, { isForced: values.force === true });
  const { manifest } = report;
  console.log(`Restored ${folder} (taken ${manifest.createdAt} by Kindlist ${manifest.appVersion})`);
  if (report.replaced.length > 0) console.log(`  replaced: ${report.replaced.join(' ')}`);
  console.log(
    `  checksums: ${countOf(manifest.files.length, 'file')} verified; ${countOf(report.restoredFiles, 'file')} into ${target.dataDir}`,
  );
  console.log(
    `  schema: ${report.schemaBefore.lastMigration ?? 'none'} -> ${report.schemaAfter.lastMigration ?? 'none'}` +
      (report.schemaBefore.appliedMigrations === report.schemaAfter.appliedMigrations
        ? ' (current)'
        : ` (${report.schemaAfter.appliedMigrations - report.schemaBefore.appliedMigrations} migrations run)`),
  );
  console.log('  rows per table (backup -> now):');
  for (const [table, rows] of Object.entries(report.rowCounts)) {
    console.log(`    ${table}: ${manifest.database.rowCounts[table] ?? 'new table'} -> ${rows}`);
  }
  if (manifest.authSecret === 'environment') {
    console.log('  The backup used AUTH_SECRET from the environment: start the app with the same one.');
  }
}

main().catch((error: unknown) => {
  const isExpected =
    error instanceof ConfigError ||
    error instanceof DatabaseInUseError ||
    error instanceof RestoreRefusedError ||
    error instanceof BackupToolMissingError;
  console.error(isExpected ? (error as Error).message : error);
  process.exit(1);
});
