import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// One row per deletion (by the user, or asked by Facebook's data-deletion callback), so its
// confirmation code can be looked up later. It deliberately holds nothing about the person.
export const dataDeletionRequests = pgTable('data_deletion_requests', {
  confirmationCode: text('confirmation_code').primaryKey(),
  source: text('source', { enum: ['account', 'facebook'] }).notNull(),
  status: text('status', { enum: ['pending', 'completed'] }).notNull(),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});
