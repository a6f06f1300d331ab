import { customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// node-postgres answers a bytea as a Buffer, PGlite as a Uint8Array: the app always sees a Buffer.
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

// Uploaded files kept in the database, so that every instance on it serves them (FILE_STORAGE=database).
// The key is the path under /uploads/; a key's bytes are never rewritten.
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  // A hash of the bytes, so every instance answers the same validator for the same file.
  etag: text('etag').notNull(),
  body: bytea('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
