import path from 'node:path';
import { parseArgs } from 'node:util';
import { createBackup } from '../backup/create-backup';
import { LEFT_OUT_SUMMARY } from '../backup/left-out-rows';
import { ConfigError } from '../config';
import { DatabaseInUseError } from '../db/client';
import { systemClock } from '../services/clock';
import { loadBackupConfig } from './backup-config';

const USAGE = 'Usage: npm run db:backup -- [--out FOLDER]   (default folder: ./backups)';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string' }, help: { type: 'boolean' } } });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const source = loadBackupConfig();
  const started = performance.now();
  const { folder, manifest } = await createBackup(source, path.resolve(values.out ?? 'backups'), systemClock);
  const rows = Object.values(manifest.database.rowCounts).reduce((sum, count) => sum + count, 0);
  const bytes = manifest.files.reduce((sum, file) => sum + file.size, 0);
  console.log(`Backup written to ${folder}`);
  console.log(
    `  ${manifest.database.kind} database at ${manifest.database.schemaVersion.lastMigration ?? 'no migration'}, ` +
      `${Object.keys(manifest.database.rowCounts).length} tables, ${rows} rows`,
  );
  console.log(
    `  ${manifest.files.length} files, ${(bytes / 1024 / 1024).toFixed(1)} MB, secret: ${manifest.authSecret}, ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  console.log(`  left out: ${LEFT_OUT_SUMMARY}; the folder and its files are readable by you only`);
  if (manifest.authSecret === 'environment') {
    console.log(
      '  AUTH_SECRET comes from the environment: keep it with the backup, restored sessions need it.',
    );
  }
}

main().catch((error: unknown) => {
  const isExpected = error instanceof ConfigError || error instanceof DatabaseInUseError;
  console.error(isExpected ? (error as Error).message : error);
  if (error instanceof DatabaseInUseError) {
    console.error(
      'Back up the embedded database with the app stopped (or move to PostgreSQL for online backups).',
    );
  }
  process.exit(1);
});
