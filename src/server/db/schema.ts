// The one place Drizzle (queries and drizzle-kit) learns every table. Not a barrel: it builds the
// schema object passed to drizzle() and better-auth's adapter.
import { adminAuditLog } from './schema/admin';
import { analyticsDaily, analyticsEvents } from './schema/analytics';
import { accounts, sessions, users, verifications } from './schema/auth';
import { blogPosts, contactMessages } from './schema/content';
import { dataDeletionRequests } from './schema/data-deletion';
import { idempotencyKeys } from './schema/idempotency';
import { mailOutbox } from './schema/mail-outbox';
import { listItems, listPhotos, listReports, listViews, needsLists } from './schema/needs-lists';
import { notifications } from './schema/notifications';
import { addressReveals, pledges, thankYouNotes } from './schema/pledges';
import { products } from './schema/products';
import { rateLimits } from './schema/rate-limits';
import { storedFiles } from './schema/stored-files';

export const schema = {
  users,
  sessions,
  accounts,
  verifications,
  notifications,
  analyticsEvents,
  analyticsDaily,
  rateLimits,
  dataDeletionRequests,
  needsLists,
  listItems,
  listPhotos,
  listReports,
  listViews,
  pledges,
  thankYouNotes,
  addressReveals,
  products,
  contactMessages,
  blogPosts,
  adminAuditLog,
  storedFiles,
  idempotencyKeys,
  mailOutbox,
};
export type TSchema = typeof schema;
