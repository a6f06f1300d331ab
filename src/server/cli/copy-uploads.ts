import { ConfigError, loadConfig } from '../config';
import { DatabaseInUseError, openDatabase } from '../db/client';
import { systemClock } from '../services/clock';
import { copyStoredFiles } from '../services/copy-stored-files';
import { createDatabaseFileStorage } from '../services/file-storage-database';
import { createLocalFileStorage, getUploadsDir } from '../services/file-storage-local';
import { UPLOAD_FOLDERS } from '../uploads/upload-folders';

// Moving to FILE_STORAGE=database (or back to a shared folder) keeps the files uploaded before.
async function main(): Promise<void> {
  const direction = process.argv[2] ?? 'to-database';
  if (direction !== 'to-database' && direction !== 'to-local') {
    console.error('Usage: npm run uploads:copy -- [to-database | to-local]');
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const local = createLocalFileStorage(config.dataDir);
    const inDatabase = createDatabaseFileStorage(database.db, systemClock);
    const isToDatabase = direction === 'to-database';
    const counts = isToDatabase
      ? await copyStoredFiles(local, inDatabase, UPLOAD_FOLDERS)
      : await copyStoredFiles(inDatabase, local, UPLOAD_FOLDERS);
    const [source, target] = isToDatabase
      ? [getUploadsDir(config.dataDir), 'the database']
      : ['the database', getUploadsDir(config.dataDir)];
    console.log(
      `From ${source} to ${target}: ${counts.copied} copied, ${counts.alreadyThere} already there.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DatabaseInUseError ? error.message : error);
  process.exit(1);
});
