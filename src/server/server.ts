import { ConfigError, loadConfig } from './config';
import { DatabaseInUseError } from './db/client';
import { stopGracefully } from './services/graceful-stop';
import { prepareServer } from './start';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { app, database } = await prepareServer(config);

  let isStopping = false;
  const stop = async (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    const { isClean } = await stopGracefully({
      app,
      stopState: app.stopState,
      database,
      ...config.shutdown,
      signal,
    });
    process.exit(isClean ? 0 : 1);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const database_ =
    database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  console.log(`\nKindlist is running at http://localhost:${port}  (database: ${database_})\n`);
}

main().catch((error: unknown) => {
  if (error instanceof DatabaseInUseError) {
    console.error(`Kindlist failed to start: ${error.message}`);
    process.exit(1);
  }
  console.error('Kindlist failed to start:', error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
