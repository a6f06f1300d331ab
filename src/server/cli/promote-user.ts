import { z } from 'zod';
import { ConfigError, loadConfig } from '../config';
import { DatabaseInUseError, openDatabase } from '../db/client';
import { promoteUserByEmail } from '../domain/accounts/users';
import { systemClock } from '../services/clock';

async function main(): Promise<void> {
  const email = process.argv[2];
  const parsed = z.email().safeParse(email?.trim().toLowerCase());
  if (!parsed.success) {
    console.error('Usage: npm run user:promote -- EMAIL');
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const isPromoted = await promoteUserByEmail(database.db, parsed.data, systemClock.now());
    if (!isPromoted) {
      console.error(`No account with the email ${parsed.data}. Sign up first, then promote it.`);
      process.exitCode = 1;
    } else {
      console.log(`${parsed.data} is now an admin.`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DatabaseInUseError ? error.message : error);
  process.exit(1);
});
