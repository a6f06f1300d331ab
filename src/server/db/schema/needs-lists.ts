import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { products } from './products';

const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});

export const needsLists = pgTable(
  'needs_lists',
  {
    // Random, 16 characters: nobody can guess or count lists from their addresses.
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    story: text('story').notNull().default(''),
    category: text('category'),
    urgency: text('urgency', { enum: ['low', 'medium', 'high', 'urgent'] })
      .notNull()
      .default('medium'),
    city: text('city').notNull().default(''),
    region: text('region').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    country: text('country').notNull().default('US'),
    neededBy: date('needed_by'),
    beneficiaryKind: text('beneficiary_kind', { enum: ['self', 'other'] })
      .notNull()
      .default('self'),
    beneficiaryName: text('beneficiary_name').notNull().default(''),
    beneficiaryRelationship: text('beneficiary_relationship').notNull().default(''),
    // AES-256-GCM (key derived from AUTH_SECRET); never selected by a public query.
    shippingAddressEncrypted: text('shipping_address_encrypted'),
    // Whether that address is complete: a published list takes reservations only then (donors and
    // the family are told why not). Kept with every write of the address.
    hasShippingAddress: boolean('has_shipping_address').notNull().default(false),
    visibility: text('visibility', { enum: ['public', 'unlisted', 'private'] })
      .notNull()
      .default('public'),
    // The language the family wrote the story and items in (we never translate them): the page marks
    // them with it, so a browser can offer its own translation.
    language: text('language', { enum: ['en', 'es'] })
      .notNull()
      .default('en'),
    status: text('status', { enum: ['draft', 'active', 'fulfilled', 'archived'] })
      .notNull()
      .default('draft'),
    moderationState: text('moderation_state', { enum: ['ok', 'hidden'] })
      .notNull()
      .default('ok'),
    moderationReason: text('moderation_reason').notNull().default(''),
    // Hidden because its owner was suspended: restored with the account, not by a list's own restore.
    isHiddenWithOwner: boolean('is_hidden_with_owner').notNull().default(false),
    isVerified: boolean('is_verified').notNull().default(false),
    // How an admin verified the list (shown with the badge) and when.
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verificationNote: text('verification_note').notNull().default(''),
    isFlagged: boolean('is_flagged').notNull().default(false),
    isDemo: boolean('is_demo').notNull().default(false),
    viewCount: integer('view_count').notNull().default(0),
    shareCount: integer('share_count').notNull().default(0),
    // Sums over the items, kept with every item write: browse sorts by them without a join.
    quantityWanted: integer('quantity_wanted').notNull().default(0),
    quantityReceived: integer('quantity_received').notNull().default(0),
    itemsCount: integer('items_count').notNull().default(0),
    // Where the list is for place search: its city's centre, or without a known city the centre of its
    // ZIP3 area (never its full postal code), and its state's code; from services/places.ts.
    geoLat: doublePrecision('geo_lat'),
    geoLon: doublePrecision('geo_lon'),
    regionCode: text('region_code').notNull().default(''),
    // The PLACE_DATA_VERSION the three were computed with (0: not yet; a job fills them in).
    placeVersion: smallint('place_version').notNull().default(0),
    // Title, story, item names, city and region, weighted for search; kept by the item writes too.
    searchDocument: text('search_document').notNull().default(''),
    searchVector: tsvector('search_vector').generatedAlwaysAs(sql`to_tsvector('english', search_document)`),
    // Sort keys of browse, computed by the database so each sort has its own index.
    urgencyRank: smallint('urgency_rank').generatedAlwaysAs(
      sql`case urgency when 'urgent' then 4 when 'high' then 3 when 'medium' then 2 else 1 end`,
    ),
    completion: real('completion').generatedAlwaysAs(
      sql`case when quantity_wanted > 0 then quantity_received::real / quantity_wanted else 0 end`,
    ),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    // When every item was received (kept while the list stays fulfilled).
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (table) => [
    index('needs_lists_owner_idx').on(table.ownerId, table.updatedAt.desc()),
    index('needs_lists_search_idx').using('gin', table.searchVector),
    // Browse reads only public, active, visible lists: partial indexes for each sort.
    index('needs_lists_browse_newest_idx')
      .on(table.publishedAt.desc(), table.id)
      .where(sql`status = 'active' and visibility = 'public' and moderation_state = 'ok'`),
    index('needs_lists_browse_category_idx')
      .on(table.category, table.publishedAt.desc())
      .where(sql`status = 'active' and visibility = 'public' and moderation_state = 'ok'`),
    index('needs_lists_browse_urgent_idx')
      .on(table.urgencyRank.desc(), table.publishedAt.desc())
      .where(sql`status = 'active' and visibility = 'public' and moderation_state = 'ok'`),
    index('needs_lists_browse_complete_idx')
      .on(table.completion.desc(), table.publishedAt.desc())
      .where(sql`status = 'active' and visibility = 'public' and moderation_state = 'ok'`),
    index('needs_lists_browse_soonest_idx')
      .on(table.neededBy, table.publishedAt.desc())
      .where(sql`status = 'active' and visibility = 'public' and moderation_state = 'ok'`),
    index('needs_lists_browse_region_idx')
      .on(table.regionCode, table.publishedAt.desc())
      .where(sql`status = 'active' and visibility = 'public' and moderation_state = 'ok'`),
    index('needs_lists_browse_geo_idx')
      .on(table.geoLat, table.geoLon)
      .where(sql`status = 'active' and visibility = 'public' and moderation_state = 'ok'`),
    index('needs_lists_place_version_idx').on(table.placeVersion),
    check('needs_lists_quantities', sql`quantity_received >= 0 and quantity_wanted >= 0`),
  ],
);

export const listItems = pgTable(
  'list_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listId: text('list_id')
      .notNull()
      .references(() => needsLists.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    quantity: integer('quantity').notNull(),
    priority: integer('priority').notNull().default(3),
    priceCents: integer('price_cents'),
    currency: text('currency').notNull().default('USD'),
    productUrl: text('product_url'),
    retailer: text('retailer').notNull().default(''),
    imageUrl: text('image_url'),
    // Set when the item came from the product catalog: adding that product again raises the quantity.
    productId: text('product_id').references(() => products.id, { onDelete: 'set null' }),
    category: text('category'),
    position: integer('position').notNull(),
    // Sums of the item's pledges (reserved; purchased or received; received), kept by every pledge write.
    quantityReserved: integer('quantity_reserved').notNull().default(0),
    quantityPurchased: integer('quantity_purchased').notNull().default(0),
    quantityReceived: integer('quantity_received').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('list_items_list_idx').on(table.listId, table.position),
    uniqueIndex('list_items_product_idx')
      .on(table.listId, table.productId)
      .where(sql`product_id is not null`),
    check('list_items_quantity', sql`quantity between 1 and 999`),
    check('list_items_priority', sql`priority between 1 and 5`),
    check(
      'list_items_counts',
      // Never more given than wanted, whatever the number of donors at once.
      sql`quantity_reserved >= 0 and quantity_received >= 0 and quantity_received <= quantity_purchased and quantity_reserved + quantity_purchased <= quantity`,
    ),
  ],
);

export const listPhotos = pgTable(
  'list_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listId: text('list_id')
      .notNull()
      .references(() => needsLists.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    // Perceptual hash (copycat check).
    perceptualHash: text('perceptual_hash').notNull().default(''),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('list_photos_list_idx').on(table.listId, table.position),
    // Serving a photo looks up its list by the photo's address, to follow the list's visibility.
    index('list_photos_url_idx').on(table.url),
  ],
);

export const listReports = pgTable(
  'list_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listId: text('list_id')
      .notNull()
      .references(() => needsLists.id, { onDelete: 'cascade' }),
    // The report stays for the admins when the reporter's account is deleted.
    reporterId: text('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason', {
      enum: ['scam', 'duplicate', 'inappropriate', 'private-info', 'other'],
    }).notNull(),
    details: text('details').notNull().default(''),
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    // What the admin did about it: the list was hidden, or the report was dismissed.
    resolution: text('resolution', { enum: ['hidden', 'dismissed'] }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('list_reports_status_idx').on(table.status, table.createdAt.desc()),
    uniqueIndex('list_reports_one_open_per_reporter_idx')
      .on(table.listId, table.reporterId)
      .where(sql`status = 'open'`),
  ],
);

// Who saw or shared a list on which day, to count each visitor once a day and list for each
// (needs_lists.view_count, needs_lists.share_count). A visitor is a keyed hash, salted with the day, of
// a signed-in user's id or an anonymous visitor's address network; rows older than yesterday are
// deleted.
export const listViews = pgTable(
  'list_views',
  {
    day: date('day').notNull(),
    listId: text('list_id')
      .notNull()
      .references(() => needsLists.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['view', 'share'] })
      .notNull()
      .default('view'),
    visitorHash: text('visitor_hash').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.listId, table.kind, table.visitorHash] })],
);
