import { createHash } from 'node:crypto';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { TDatabase } from '../db/client';
import { storedFiles } from '../db/schema/stored-files';
import type { TClock } from './clock';
import { assertStorageKey, type TFileStorage } from './file-storage';

const INFO_COLUMNS = {
  contentType: storedFiles.contentType,
  size: storedFiles.size,
  etag: storedFiles.etag,
  modifiedAt: storedFiles.createdAt,
};

/**
 * Files as rows of PostgreSQL: every instance on the database reads what any of them wrote, a removal
 * is seen by all at once, and a backup of the database holds the files.
 */
export function createDatabaseFileStorage(db: TDatabase, clock: TClock): TFileStorage {
  return {
    kind: 'database',
    async put(key, body, contentType) {
      assertStorageKey(key);
      const row = {
        key,
        contentType,
        size: body.length,
        etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
        body,
        createdAt: clock.now(),
      };
      await db
        .insert(storedFiles)
        .values(row)
        .onConflictDoUpdate({
          target: storedFiles.key,
          set: { contentType, size: row.size, etag: row.etag, body, createdAt: row.createdAt },
        });
    },
    async stat(key) {
      assertStorageKey(key);
      const [row] = await db.select(INFO_COLUMNS).from(storedFiles).where(eq(storedFiles.key, key));
      return row ?? null;
    },
    async get(key) {
      assertStorageKey(key);
      const [row] = await db
        .select({ ...INFO_COLUMNS, body: storedFiles.body })
        .from(storedFiles)
        .where(eq(storedFiles.key, key));
      return row ?? null;
    },
    async remove(keys) {
      if (keys.length === 0) return;
      for (const key of keys) assertStorageKey(key);
      await db.delete(storedFiles).where(inArray(storedFiles.key, [...keys]));
    },
    async listKeys(prefix) {
      const folder = `${prefix.replace(/\/+$/, '')}/`;
      const rows = await db
        .select({ key: storedFiles.key })
        .from(storedFiles)
        .where(sql`left(${storedFiles.key}, ${folder.length}) = ${folder}`)
        .orderBy(asc(storedFiles.key));
      return rows.map((row) => row.key);
    },
  };
}
