import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A new, empty database on the TEST_DATABASE_URL server: its address, and how to drop it. */
export async function createTestPostgresDatabase(
  prefix = 'kindlist_test',
  missingMessage = 'TEST_DATABASE_URL is required for the PostgreSQL test run',
): Promise<{ url: string; drop: () => Promise<void> }> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error(missingMessage);
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const runAsAdmin = async (statement: string) => {
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await runAsAdmin(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => runAsAdmin(`drop database if exists ${name} with (force)`) };
}
