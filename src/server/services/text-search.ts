import { sql } from 'drizzle-orm';
import type { TDatabase } from '../db/client';
import { toRows } from '../db/client';

export type TTextSearch = {
  /** Whether pg_trgm is there: without it, search still finds words and prefixes, not typos. */
  hasTrigrams: boolean;
};

async function hasTrigramExtension(db: TDatabase): Promise<boolean> {
  const rows = toRows<{ found: boolean }>(
    await db.execute(sql`select exists (select 1 from pg_extension where extname = 'pg_trgm') as found`),
  );
  return rows[0]?.found === true;
}

/**
 * Turns on typo-forgiving search where the database allows it. Not a migration: a PostgreSQL role
 * that may not create extensions, or a build without pg_trgm, must still migrate and serve search
 * by words and prefixes. Safe to run by several instances at once: a lost race on the extension or
 * the index is read back from the catalog.
 */
export async function prepareTextSearch(db: TDatabase): Promise<TTextSearch> {
  try {
    await db.execute(sql`create extension if not exists pg_trgm`);
  } catch {
    // Not allowed or not available: checked just below.
  }
  if (!(await hasTrigramExtension(db))) return { hasTrigrams: false };
  try {
    await db.execute(
      sql`create index if not exists product_words_trgm_idx on product_words using gin (word gin_trgm_ops)`,
    );
  } catch {
    // Another instance made it at the same moment; search works without it, only slower.
  }
  return { hasTrigrams: true };
}
