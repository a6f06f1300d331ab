import { asc, desc, eq, inArray } from 'drizzle-orm';
import { compareItemsAsShown } from '../../../shared/item-order';
import {
  type TItem,
  type TListPhoto,
  type TOwnList,
  type TPublicList,
  type TShippingAddress,
  ZShippingAddress,
} from '../../../shared/schemas/needs-list';
import type { TAddressCipher } from '../../crypto/address-cipher';
import type { TDatabase } from '../../db/client';
import { users } from '../../db/schema/auth';
import { listItems, listPhotos, needsLists } from '../../db/schema/needs-lists';
import { toThumbnailUrl } from '../../uploads/list-photos';
import { formatPublicName, PUBLIC_NAME_COLUMNS } from '../profile';
import { isVisibleToOthers, type TExecutor, type TListRow, type TViewer } from './list-access';

type TItemRow = typeof listItems.$inferSelect;

export function toPhoto(row: typeof listPhotos.$inferSelect): TListPhoto {
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
  owner: { firstName: string; lastName: string; isFullNameShown: boolean; image: string | null } | undefined;
  items: TItemRow[];
  photos: Array<typeof listPhotos.$inferSelect>;
};

/** Owners, items and photos of several lists in three queries (not three per list). */
async function loadListParts(db: TExecutor, lists: TListRow[]): Promise<Map<string, TListParts>> {
  const parts = new Map<string, TListParts>();
  if (lists.length === 0) return parts;
  const listIds = lists.map((list) => list.id);
  const ownerIds = [...new Set(lists.map((list) => list.ownerId))];
  const readOwners = () => db.select(PUBLIC_NAME_COLUMNS).from(users).where(inArray(users.id, ownerIds));
  const readItems = () =>
    db.select().from(listItems).where(inArray(listItems.listId, listIds)).orderBy(asc(listItems.position));
  const readPhotos = () =>
    db.select().from(listPhotos).where(inArray(listPhotos.listId, listIds)).orderBy(asc(listPhotos.position));
  // On the pool the three run at once; a transaction has one connection, which takes one query at a time
  // (node-postgres deprecates queueing them).
  const [owners, items, photos] =
    'rollback' in db
      ? [await readOwners(), await readItems(), await readPhotos()]
      : await Promise.all([readOwners(), readItems(), readPhotos()]);
  for (const list of lists) {
    parts.set(list.id, {
      owner: owners.find((owner) => owner.id === list.ownerId),
      items: items.filter((item) => item.listId === list.id),
      photos: photos.filter((photo) => photo.listId === list.id),
    });
  }
  return parts;
}

function toPublicList(list: TListRow, { owner, items, photos }: TListParts): TPublicList {
  const sortedItems = items.map(toItem).sort(compareItemsAsShown);
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
    status: list.status,
    isVerified: list.isVerified,
    verification:
      list.isVerified && list.verifiedAt
        ? { verifiedAt: list.verifiedAt.toISOString(), note: list.verificationNote }
        : null,
    isDemo: list.isDemo,
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

function toOwnList(cipher: TAddressCipher, list: TListRow, parts: TListParts): TOwnList {
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

async function buildPublicList(db: TExecutor, list: TListRow): Promise<TPublicList> {
  const parts = (await loadListParts(db, [list])).get(list.id);
  if (!parts) throw new Error('list parts missing');
  return toPublicList(list, parts);
}

export async function buildOwnList(db: TExecutor, cipher: TAddressCipher, list: TListRow): Promise<TOwnList> {
  const parts = (await loadListParts(db, [list])).get(list.id);
  if (!parts) throw new Error('list parts missing');
  return toOwnList(cipher, list, parts);
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
  const [list] = await db.select().from(needsLists).where(eq(needsLists.id, listId)).limit(1);
  if (!list) return null;
  if (viewer && list.ownerId === viewer.id)
    return { isOwner: true, ...(await buildOwnList(db, cipher, list)) };
  // Moderators also see a list they hid.
  const isAdmin = viewer?.userType === 'admin';
  if (!isVisibleToOthers(isAdmin ? { ...list, moderationState: 'ok' } : list)) return null;
  return { isOwner: false, ...(await buildPublicList(db, list)) };
}

export async function listOwnLists(
  db: TDatabase,
  cipher: TAddressCipher,
  ownerId: string,
): Promise<TOwnList[]> {
  const rows = await db
    .select()
    .from(needsLists)
    .where(eq(needsLists.ownerId, ownerId))
    .orderBy(desc(needsLists.updatedAt));
  const parts = await loadListParts(db, rows);
  return rows.flatMap((row) => {
    const listParts = parts.get(row.id);
    return listParts ? [toOwnList(cipher, row, listParts)] : [];
  });
}
