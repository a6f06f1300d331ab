// The one place Drizzle (queries and drizzle-kit) learns every table. Not a barrel: it builds the
// schema object passed to drizzle() and better-auth's adapter.
import { analyticsEvents } from './schema/analytics';
import { accounts, sessions, users, verifications } from './schema/auth';
import { dataDeletionRequests } from './schema/data-deletion';
import { listItems, listPhotos, listReports, listViews, needsLists } from './schema/needs-lists';
import { notifications } from './schema/notifications';
import { addressReveals, pledges, thankYouNotes } from './schema/pledges';
import { products } from './schema/products';
import { rateLimits } from './schema/rate-limits';

export const schema = {
  users,
  sessions,
  accounts,
  verifications,
  notifications,
  analyticsEvents,
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
};
export type TSchema = typeof schema;
