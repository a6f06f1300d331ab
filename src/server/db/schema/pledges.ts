import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { DONOR_LIMITS, PLEDGE_END_REASONS, PLEDGE_STATUSES } from '#shared/pledge-limits';
import { users } from './auth';
import { listItems, needsLists } from './needs-lists';

// One donor's gift of an item. The item's quantity_reserved / quantity_purchased / quantity_received
// are these rows summed, rewritten in the same transaction as every change here (item row locked).
export const pledges = pgTable(
  'pledges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listId: text('list_id')
      .notNull()
      .references(() => needsLists.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => listItems.id, { onDelete: 'cascade' }),
    // Null once the donor deleted their account: the gift stays in the family's history, nameless.
    donorId: text('donor_id').references(() => users.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull(),
    status: text('status', { enum: PLEDGE_STATUSES }).notNull().default('reserved'),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    retailer: text('retailer').notNull().default(''),
    orderNumber: text('order_number').notNull().default(''),
    message: text('message').notNull().default(''),
    reservedAt: timestamp('reserved_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    // Set when the 12-hour reminder was made, so it is made once whatever the number of instances.
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    // The IANA time zone of the device the donor reserved from: the reminder gives the end in it (null: UTC).
    timeZone: text('time_zone'),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    notReceivedAt: timestamp('not_received_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    // Who ended it, when not the clock or a closing list (the family and the donor are shown why).
    endedReason: text('ended_reason', { enum: PLEDGE_END_REASONS }),
    // Asked the family to complete their address for this gift (once).
    addressRequestedAt: timestamp('address_requested_at', { withTimezone: true }),
    // A short hold by a donor whose email is not confirmed yet: keyed hashes of the client's network
    // and browser, so throwaway accounts from one place cannot hold many items. Cleared when the
    // email is confirmed and the hold becomes a full reservation.
    holdNetwork: text('hold_network'),
    holdDevice: text('hold_device'),
  },
  (table) => [
    index('pledges_item_idx').on(table.itemId, table.status),
    index('pledges_list_idx').on(table.listId, table.reservedAt.desc()),
    index('pledges_donor_idx').on(table.donorId, table.reservedAt.desc()),
    index('pledges_expiry_idx').on(table.expiresAt).where(sql`status = 'reserved'`),
    index('pledges_hold_network_idx')
      .on(table.holdNetwork)
      .where(sql`status = 'reserved' and hold_network is not null`),
    index('pledges_hold_device_idx')
      .on(table.holdDevice)
      .where(sql`status = 'reserved' and hold_device is not null`),
    check('pledges_quantity', sql`quantity between 1 and 999`),
  ],
);

/** A family's thanks for one gift; it reaches an anonymous donor without either side's name or email. */
export const thankYouNotes = pgTable('thank_you_notes', {
  pledgeId: uuid('pledge_id')
    .primaryKey()
    .references(() => pledges.id, { onDelete: 'cascade' }),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every time a donor was shown a list's shipping address; the family sees this log. */
export const addressReveals = pgTable(
  'address_reveals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listId: text('list_id')
      .notNull()
      .references(() => needsLists.id, { onDelete: 'cascade' }),
    pledgeId: uuid('pledge_id')
      .notNull()
      .references(() => pledges.id, { onDelete: 'cascade' }),
    revealedAt: timestamp('revealed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('address_reveals_list_idx').on(table.listId, table.revealedAt.desc()),
    // A donor's reveals of the last day are counted through their pledges.
    index('address_reveals_pledge_idx').on(table.pledgeId, table.revealedAt),
  ],
);

/**
 * How often a donor met one of the pledge limits on a (UTC) day: the moderation queue shows who did.
 * Written after the refused request rolled back, one row per donor, limit and day.
 */
export const donorLimitHits = pgTable(
  'donor_limit_hits',
  {
    donorId: text('donor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    limitName: text('limit_name', { enum: DONOR_LIMITS }).notNull(),
    day: date('day').notNull(),
    count: integer('count').notNull().default(1),
    lastHitAt: timestamp('last_hit_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.donorId, table.limitName, table.day] }),
    index('donor_limit_hits_last_idx').on(table.lastHitAt.desc()),
  ],
);
