import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
