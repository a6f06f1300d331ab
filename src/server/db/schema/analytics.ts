import {
  bigint,
  bigserial,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull(),
    visitorId: text('visitor_id').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    path: text('path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('analytics_events_name_created_idx').on(table.name, table.createdAt)],
);

// Events counted per UTC day, kind and key (a page's path, a CTA's id, a retailer), kept by the same
// statement that stores the events: the statistics page sums days instead of reading every event.
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: date('day').notNull(),
    name: text('name').notNull(),
    key: text('key').notNull(),
    // bigint: a client may send many events; a sum must never overflow and fail the batches after it.
    count: bigint('count', { mode: 'number' }).notNull(),
    /** Items of purchase_self_reported events. */
    items: bigint('items', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.name, table.day, table.key] })],
);
