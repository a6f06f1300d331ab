import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every mail the app sends, kept until it is delivered or given up: a request only inserts a row, and
 * the mail sender job (on whichever instance claims the row first) delivers it, so a restart, a deploy
 * or a mail server that is down loses nothing.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    // The link the mail is about, logged when mail is written to files (development).
    link: text('link'),
    // Who is told, and where they can ask again, when the mail is given up. No foreign key: a mail
    // confirming an account's deletion outlives the account.
    userId: text('user_id'),
    askAgainPath: text('ask_again_path'),
    state: text('state', { enum: ['pending', 'sent', 'given_up'] })
      .notNull()
      .default('pending'),
    // Counted when an attempt is claimed, so an attempt cut short by a crash still counts.
    attempts: integer('attempts').notNull().default(0),
    // When the mail is next due; while an attempt is under way, the end of that attempt's claim.
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('mail_outbox_due_idx').on(table.nextAttemptAt).where(sql`state = 'pending'`),
    index('mail_outbox_created_idx').on(table.createdAt),
  ],
);

export type TMailOutboxRow = typeof mailOutbox.$inferSelect;
