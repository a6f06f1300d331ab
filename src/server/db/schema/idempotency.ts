import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

// A client's key for one write and the answer that write gave, so a retry (the client never saw the
// answer) gets it again instead of writing twice. Claimed in the write's own transaction; kept a day.
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    // Which write the key was used for, and a hash of what was asked (path parameters and body).
    route: text('route').notNull(),
    fingerprint: text('fingerprint').notNull(),
    statusCode: integer('status_code'),
    body: jsonb('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);
