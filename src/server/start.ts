import { buildApp, type TBuildAppOptions, type TKindlistApp } from './app';
import { loadCatalog, readCatalogFile } from './catalog/load-catalog';
import type { TConfig } from './config';
import { openDatabase, type TDatabaseHandle } from './db/client';
import { promoteAdminEmails } from './domain/accounts/users';
import { seedBlogPosts } from './seed/seed-blog-posts';
import { seedDemoContent } from './seed/seed-demo';
import { systemClock } from './services/clock';
import { copyStoredFiles } from './services/copy-stored-files';
import { createFileStorage } from './services/create-file-storage';
import { createLocalFileStorage, getUploadsDir } from './services/file-storage-local';
import { UPLOAD_FOLDERS } from './uploads/upload-folders';

/**
 * Opens and migrates the database, brings the product catalog up to date with the shipped file, seeds
 * demo content when enabled, and builds the app.
 */
export async function prepareServer(
  config: TConfig,
  options: Pick<
    TBuildAppOptions,
    'logger' | 'rateLimits' | 'donorLimits' | 'clientDir' | 'productPageLoopbackPorts' | 'clock'
  > = {},
): Promise<{ app: TKindlistApp; database: TDatabaseHandle }> {
  const database = await openDatabase(config);
  const clock = options.clock ?? systemClock;
  try {
    await database.migrate();
    // Idempotent (docs/decisions/013): a restart with the same file changes nothing.
    await loadCatalog(database.db, await readCatalogFile(), clock.now());
    if (config.isDemoSeedEnabled) {
      await seedDemoContent(database.db, clock.now());
      const fileStorage = createFileStorage({
        kind: config.fileStorage,
        dataDir: config.dataDir,
        db: database.db,
        clock,
      });
      await seedBlogPosts(database.db, fileStorage, clock.now());
    }
    await promoteAdminEmails(database.db, config.adminEmails, clock.now());
    const app = await buildApp({ config, database, ...options });
    if (config.fileStorage === 'database') {
      // Files uploaded while they were kept on this disk are not served from the database until copied.
      const local = createLocalFileStorage(config.dataDir);
      const { copied } = await copyStoredFiles(local, app.fileStorage, UPLOAD_FOLDERS, { isDryRun: true });
      if (copied > 0) {
        app.log.warn(
          `${copied} uploaded files in ${getUploadsDir(config.dataDir)} are not in the database (FILE_STORAGE=database): copy them with "npm run uploads:copy"`,
        );
      }
    }
    return { app, database };
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}
