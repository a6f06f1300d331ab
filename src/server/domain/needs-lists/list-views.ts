import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { TAddressCipher } from '#server/crypto/address-cipher';
import type { TDatabase } from '#server/db/client';
import { type listItems, type listPhotos, needsLists } from '#server/db/schema/needs-lists';
import type { TExecutor } from '#server/db/transaction';
import { toThumbnailUrl } from '#server/uploads/list-photos';
import { compareItemsAsShown } from '#shared/item-order';
import type { TItem, TListPhoto, TOwnList, TPublicList } from '#shared/schemas/needs-list';
import { type TShippingAddress, ZShippingAddress } from '#shared/schemas/shipping-address';
import { formatPublicName } from '../accounts/profile';
import { canViewerSeeList, type TListRow, type TViewer } from './list-access';

type TItemRow = typeof listItems.$inferSelect;
type TOwnerName = { firstName: string; lastName: string; isFullNameShown: boolean; image: string | null };

export function toPhoto(row: Pick<typeof listPhotos.$inferSelect, 'id' | 'url' | 'position'>): TListPhoto {
  return { id: row.id, url: row.url, thumbnailUrl: toThumbnailUrl(row.url), position: row.position };
}

export function toItem(row: TItemRow): TItem {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    quantity: row.quantity,
    priority: row.priority,
    priceCents: row.priceCents,
    currency: row.currency,
    productUrl: row.productUrl,
    retailer: row.retailer,
    imageUrl: row.imageUrl,
    productId: row.productId,
    category: (row.category as TItem['category']) ?? null,
    position: row.position,
    quantityReserved: row.quantityReserved,
    quantityPurchased: row.quantityPurchased,
    quantityReceived: row.quantityReceived,
  };
}

type TListParts = {
  owner: TOwnerName | null;
  items: TItem[];
  photos: Array<Pick<typeof listPhotos.$inferSelect, 'id' | 'url' | 'position'>>;
};

// The columns a list's views show: all but the search text, which is the largest and shown nowhere.
const {
  searchDocument: _searchDocument,
  searchVector: _searchVector,
  ...VIEW_COLUMNS
} = getTableColumns(needsLists);
type TListViewRow = Omit<TListRow, 'searchDocument' | 'searchVector'>;

// A list's owner, items and photos as columns of the list's own row (JSON built by the database): a
// list and its parts come in one round trip, which costs the server less than the parts' rows would.
// The items' keys are those of TItem, so they need no mapping. The correlated columns name the table
// itself: a bare "id" would be the item's or the photo's.
const PARTS_FIELDS = {
  owner: sql<TOwnerName | null>`(select json_build_object('firstName', u.first_name, 'lastName', u.last_name,
    'isFullNameShown', u.is_full_name_shown, 'image', u.image) from users u where u.id = needs_lists.owner_id)`,
  items: sql<TItem[]>`(select coalesce(json_agg(json_build_object('id', i.id, 'name', i.name,
    'description', i.description, 'quantity', i.quantity, 'priority', i.priority, 'priceCents', i.price_cents,
    'currency', i.currency, 'productUrl', i.product_url, 'retailer', i.retailer, 'imageUrl', i.image_url,
    'productId', i.product_id, 'category', i.category, 'position', i.position,
    'quantityReserved', i.quantity_reserved, 'quantityPurchased', i.quantity_purchased,
    'quantityReceived', i.quantity_received) order by i.position), '[]'::json)
    from list_items i where i.list_id = needs_lists.id)`,
  photos: sql<TListParts['photos']>`(select coalesce(json_agg(json_build_object('id', p.id, 'url', p.url,
    'position', p.position) order by p.position), '[]'::json) from list_photos p where p.list_id = needs_lists.id)`,
};

/** The owner, items and photos of a list already read (in the transaction that changed it). */
async function readListParts(db: TExecutor, listId: string): Promise<TListParts> {
  const [parts] = await db.select(PARTS_FIELDS).from(needsLists).where(eq(needsLists.id, listId));
  if (!parts) throw new Error('list parts missing');
  return parts;
}

// Reading one list for a page is the busiest read there is: prepared once per database, so neither
// the query builder nor PostgreSQL's planner runs again for each visitor.
const preparedListReads = new WeakMap<TDatabase, ReturnType<typeof prepareListRead>>();

function prepareListRead(db: TDatabase) {
  return db
    .select({ list: VIEW_COLUMNS, ...PARTS_FIELDS })
    .from(needsLists)
    .where(eq(needsLists.id, sql.placeholder('id')))
    .limit(1)
    .prepare('read_list_with_parts');
}

/** A list with its owner, items and photos, in one round trip; undefined when there is no such list. */
async function readListWithParts(
  db: TDatabase,
  listId: string,
): Promise<{ list: TListViewRow; parts: TListParts } | undefined> {
  let prepared = preparedListReads.get(db);
  if (!prepared) {
    prepared = prepareListRead(db);
    preparedListReads.set(db, prepared);
  }
  const [row] = await prepared.execute({ id: listId });
  if (!row) return undefined;
  const { list, ...parts } = row;
  return { list, parts };
}

function toPublicList(list: TListViewRow, { owner, items, photos }: TListParts): TPublicList {
  const sortedItems = [...items].sort(compareItemsAsShown);
  return {
    id: list.id,
    title: list.title,
    story: list.story,
    category: (list.category as TPublicList['category']) ?? null,
    urgency: list.urgency,
    city: list.city,
    region: list.region,
    neededBy: list.neededBy,
    visibility: list.visibility,
    language: list.language,
    status: list.status,
    isVerified: list.isVerified,
    verification:
      list.isVerified && list.verifiedAt
        ? { verifiedAt: list.verifiedAt.toISOString(), note: list.verificationNote }
        : null,
    isDemo: list.isDemo,
    hasShippingAddress: list.hasShippingAddress,
    owner: {
      id: list.ownerId,
      displayName: owner ? formatPublicName(owner) : 'A Kindlist member',
      profileImageUrl: owner?.image ?? null,
    },
    beneficiary: {
      kind: list.beneficiaryKind,
      name: list.beneficiaryKind === 'other' ? list.beneficiaryName : '',
      relationship: list.beneficiaryKind === 'other' ? list.beneficiaryRelationship : '',
    },
    photos: photos.map(toPhoto),
    items: sortedItems,
    progress: {
      wanted: items.reduce((sum, item) => sum + item.quantity, 0),
      reserved: items.reduce((sum, item) => sum + item.quantityReserved, 0),
      purchased: items.reduce((sum, item) => sum + item.quantityPurchased, 0),
      received: items.reduce((sum, item) => sum + item.quantityReceived, 0),
    },
    publishedAt: list.publishedAt?.toISOString() ?? null,
    updatedAt: list.updatedAt.toISOString(),
  };
}

function toOwnList(cipher: TAddressCipher, list: TListViewRow, parts: TListParts): TOwnList {
  const publicList = toPublicList(list, parts);
  return {
    ...publicList,
    beneficiary: {
      kind: list.beneficiaryKind,
      name: list.beneficiaryName,
      relationship: list.beneficiaryRelationship,
    },
    postalCode: list.postalCode,
    country: list.country,
    shippingAddress: readShippingAddress(cipher, list.shippingAddressEncrypted),
    moderation: { state: list.moderationState, reason: list.moderationReason, isFlagged: list.isFlagged },
    version: list.version,
    viewCount: list.viewCount,
    shareCount: list.shareCount,
    createdAt: list.createdAt.toISOString(),
  };
}

export async function buildOwnList(db: TExecutor, cipher: TAddressCipher, list: TListRow): Promise<TOwnList> {
  return toOwnList(cipher, list, await readListParts(db, list.id));
}

// An address sealed under another AUTH_SECRET cannot be read any more: the owner is asked again
// (null) rather than the whole list failing.
export function readShippingAddress(cipher: TAddressCipher, sealed: string | null): TShippingAddress | null {
  if (!sealed) return null;
  try {
    const parsed = ZShippingAddress.safeParse(JSON.parse(cipher.decrypt(sealed)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export async function getListForViewer(
  db: TDatabase,
  cipher: TAddressCipher,
  viewer: TViewer,
  listId: string,
): Promise<({ isOwner: true } & TOwnList) | ({ isOwner: false } & TPublicList) | null> {
  const found = await readListWithParts(db, listId);
  if (!found) return null;
  const { list, parts } = found;
  if (viewer && list.ownerId === viewer.id) return { isOwner: true, ...toOwnList(cipher, list, parts) };
  // Moderators also see a list they hid.
  if (!canViewerSeeList(list, viewer)) return null;
  return { isOwner: false, ...toPublicList(list, parts) };
}

export async function listOwnLists(
  db: TDatabase,
  cipher: TAddressCipher,
  ownerId: string,
): Promise<TOwnList[]> {
  const rows = await db
    .select({ list: VIEW_COLUMNS, ...PARTS_FIELDS })
    .from(needsLists)
    .where(eq(needsLists.ownerId, ownerId))
    .orderBy(desc(needsLists.updatedAt));
  return rows.map(({ list, ...parts }) => toOwnList(cipher, list, parts));
}
