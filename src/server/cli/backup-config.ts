import { loadConfig } from '../config';

// Without AUTH_SECRET, loadConfig writes a new secret into DATA_DIR; a restore must bring the saved
// one back instead, so the backup commands never let it generate one.
const PLACEHOLDER_SECRET = 'backup-commands-never-use-this-placeholder-secret';

/** Where the backup commands find the database and DATA_DIR: the app's own configuration. */
export function loadBackupConfig(env: NodeJS.ProcessEnv = process.env): {
  dataDir: string;
  databaseUrl: string | undefined;
  isAuthSecretFromEnvironment: boolean;
} {
  const isAuthSecretFromEnvironment = Boolean(env.AUTH_SECRET?.trim());
  const config = loadConfig(isAuthSecretFromEnvironment ? env : { ...env, AUTH_SECRET: PLACEHOLDER_SECRET });
  return { dataDir: config.dataDir, databaseUrl: config.databaseUrl, isAuthSecretFromEnvironment };
}
