import type { TDatabase } from '../db/client';
import type { TClock } from './clock';
import type { TFileStorage, TFileStorageKind } from './file-storage';
import { createDatabaseFileStorage } from './file-storage-database';
import { createLocalFileStorage } from './file-storage-local';

/** The storage FILE_STORAGE chose: the folder under DATA_DIR, or the database every instance shares. */
export function createFileStorage(options: {
  kind: TFileStorageKind;
  dataDir: string;
  db: TDatabase;
  clock: TClock;
}): TFileStorage {
  return options.kind === 'database'
    ? createDatabaseFileStorage(options.db, options.clock)
    : createLocalFileStorage(options.dataDir);
}
