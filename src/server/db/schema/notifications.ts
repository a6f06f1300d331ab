import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull().default('general'),
    title: text('title').notNull(),
    message: text('message').notNull(),
    link: text('link'),
    // The notice as catalog messages (src/server/locales/*/notifications.json) with their values: it is
    // written in the reader's language when read or mailed. Older rows have only the English title and
    // message above.
    titleKey: text('title_key'),
    messageKey: text('message_key'),
    messageValues: jsonb('message_values').$type<Record<string, string | number>>().notNull().default({}),
    // The gift a family's notification speaks of. (No foreign key: the gift may go with its list.)
    pledgeId: uuid('pledge_id'),
    // The message follows the name of that gift's donor, which is never stored here: it is put in front
    // when the notice is read or mailed, from the gift's anonymity and the donor's public name then.
    hasDonorPrefix: boolean('has_donor_prefix').notNull().default(false),
    isRead: boolean('is_read').notNull().default(false),
    // Whether it goes out by mail too (per the user's choices): pending until a digest takes it.
    emailState: text('email_state', { enum: ['none', 'pending', 'sent'] })
      .notNull()
      .default('none'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('notifications_pledge_idx').on(table.pledgeId).where(sql`pledge_id is not null`),
    index('notifications_mail_pending_idx')
      .on(table.userId, table.createdAt)
      .where(sql`email_state = 'pending'`),
  ],
);
