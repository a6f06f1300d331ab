import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { compareItemsAsShown } from '../../shared/item-order';
import { findPublishProblems, isAddressStarted } from '../../shared/publish-rules';
import {
  type TItem,
  type TListCreateInput,
  type TListPhoto,
  type TListUpdateInput,
  type TOwnList,
  type TPublicList,
  type TShippingAddress,
  ZShippingAddress,
} from '../../shared/schemas/needs-list';
import type { TAddressCipher } from '../crypto/address-cipher';
import type { TDatabase } from '../db/client';
import { users } from '../db/schema/auth';
import { listItems, listPhotos, listReports, needsLists } from '../db/schema/needs-lists';
import { HttpError } from '../plugins/errors';
import { toThumbnailUrl } from '../uploads/list-photos';
import { findCopycatReason } from './copycat-check';
import { formatPublicName } from './profile';

type TTransaction = Parameters<Parameters<TDatabase['transaction']>[0]>[0];
type TExecutor = TDatabase | TTransaction;
type TListRow = typeof needsLists.$inferSelect;
type TItemRow = typeof listItems.$inferSelect;

export type TViewer = { id: string; userType: 'user' | 'admin' } | null;

export const LIST_NOT_FOUND_MESSAGE = 'This needs list does not exist or is not shared with you';
export const LIST_FORBIDDEN_MESSAGE = 'Only the owner of this list can change it';
export const LIST_CHANGED_MESSAGE =
  'This list was changed elsewhere since you opened it. Reload to see the latest version, then make your change again.';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 16 characters from 62: about 95 bits, drawn without modulo bias. */
export function createListId(): string {
  let id = '';
  while (id.length < 16) {
    for (const byte of randomBytes(24)) {
      if (byte < 248 && id.length < 16) id += ID_ALPHABET[byte % 62];
    }
  }
  return id;
}

function toPhoto(row: typeof listPhotos.$inferSelect): TListPhoto {
  return { id: row.id, url: row.url, thumbnailUrl: toThumbnailUrl(row.url), position: row.position };
}

function toItem(row: TItemRow): TItem {
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
    position: row.position,
    quantityPurchased: row.quantityPurchased,
    quantityReceived: row.quantityReceived,
  };
}

/** Whether someone other than the owner may see the list at all. */
export function isVisibleToOthers(
  list: Pick<TListRow, 'status' | 'visibility' | 'moderationState'>,
): boolean {
  return list.status !== 'draft' && list.visibility !== 'private' && list.moderationState === 'ok';
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
  const [owners, items, photos] = await Promise.all([
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        isFullNameShown: users.isFullNameShown,
        image: users.image,
      })
      .from(users)
      .where(inArray(users.id, ownerIds)),
    db.select().from(listItems).where(inArray(listItems.listId, listIds)).orderBy(asc(listItems.position)),
    db.select().from(listPhotos).where(inArray(listPhotos.listId, listIds)).orderBy(asc(listPhotos.position)),
  ]);
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
      purchased: items.reduce((sum, item) => sum + Math.min(item.quantityPurchased, item.quantity), 0),
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

async function buildOwnList(db: TExecutor, cipher: TAddressCipher, list: TListRow): Promise<TOwnList> {
  const parts = (await loadListParts(db, [list])).get(list.id);
  if (!parts) throw new Error('list parts missing');
  return toOwnList(cipher, list, parts);
}

// An address sealed under another AUTH_SECRET cannot be read any more: the owner is asked again
// (null) rather than the whole list failing.
function readShippingAddress(cipher: TAddressCipher, sealed: string | null): TShippingAddress | null {
  if (!sealed) return null;
  try {
    const parsed = ZShippingAddress.safeParse(JSON.parse(cipher.decrypt(sealed)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function toColumns(cipher: TAddressCipher, input: Omit<TListUpdateInput, 'version'>) {
  const { shippingAddress, ...fields } = input;
  if (shippingAddress === undefined) return fields;
  const address = shippingAddress ? ZShippingAddress.parse(shippingAddress) : null;
  return {
    ...fields,
    // An address with nothing typed in it (a country code at most) is stored as none.
    shippingAddressEncrypted:
      address && isAddressStarted(address) ? cipher.encrypt(JSON.stringify(address)) : null,
  };
}

/** Rewrites the search text and item sums of a list from its rows (same transaction as the change). */
export async function refreshListDerived(tx: TExecutor, listId: string): Promise<void> {
  await tx.execute(sql`
    update needs_lists set
      quantity_wanted = coalesce((select sum(quantity) from list_items where list_id = ${listId}), 0),
      quantity_received = coalesce((select sum(quantity_received) from list_items where list_id = ${listId}), 0),
      search_document = concat_ws(' ', title, title, story, city, region,
        (select string_agg(name, ' ') from list_items where list_id = ${listId})),
      updated_at = now()
    where id = ${listId}`);
}

export async function createList(
  db: TDatabase,
  cipher: TAddressCipher,
  ownerId: string,
  input: TListCreateInput,
): Promise<TOwnList> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(needsLists)
      .values({ id: createListId(), ownerId, ...toColumns(cipher, input) })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    await refreshListDerived(tx, row.id);
    const [fresh] = await tx.select().from(needsLists).where(eq(needsLists.id, row.id));
    return buildOwnList(tx, cipher, fresh ?? row);
  });
}

/**
 * The list a user may change: 404 when they may not even see it (so its existence is not confirmed),
 * 403 when they can see it but it is someone else's.
 */
async function lockOwnedList(
  tx: TTransaction,
  viewer: NonNullable<TViewer>,
  listId: string,
): Promise<TListRow> {
  const [list] = await tx.select().from(needsLists).where(eq(needsLists.id, listId)).for('update');
  assertOwner(list, viewer);
  return list;
}

/** 404 when the viewer may not even see the list (its existence is not confirmed), 403 when it is someone else's. */
function assertOwner(
  list: Pick<TListRow, 'ownerId' | 'status' | 'visibility' | 'moderationState'> | undefined,
  viewer: NonNullable<TViewer>,
): asserts list {
  if (!list) throw new HttpError(404, LIST_NOT_FOUND_MESSAGE);
  if (list.ownerId === viewer.id) return;
  throw isVisibleToOthers(list)
    ? new HttpError(403, LIST_FORBIDDEN_MESSAGE)
    : new HttpError(404, LIST_NOT_FOUND_MESSAGE);
}

export async function updateList(
  db: TDatabase,
  cipher: TAddressCipher,
  viewer: NonNullable<TViewer>,
  listId: string,
  input: TListUpdateInput,
): Promise<TOwnList> {
  return db.transaction(async (tx) => {
    const list = await lockOwnedList(tx, viewer, listId);
    const { version, ...changes } = input;
    if (list.version !== version) throw new HttpError(409, LIST_CHANGED_MESSAGE);
    if (list.status !== 'draft') {
      // A published list stays publishable: its required fields cannot be emptied. (An address being
      // retyped may be incomplete between saves; the editor says what it still lacks.)
      const merged = { ...list, ...changes };
      const problems = findPublishProblems({
        title: merged.title ?? '',
        story: merged.story ?? '',
        category: merged.category ?? null,
        city: merged.city ?? '',
        region: merged.region ?? '',
        beneficiaryKind: merged.beneficiaryKind ?? 'self',
        beneficiaryName: merged.beneficiaryName ?? '',
        itemsCount: 1,
      });
      if (problems.length > 0) {
        throw new HttpError(
          400,
          `A published list needs: ${problems.map((problem) => problem.message).join('; ')}.`,
        );
      }
    }
    await tx
      .update(needsLists)
      .set({ ...toColumns(cipher, changes), version: list.version + 1 })
      .where(eq(needsLists.id, listId));
    await refreshListDerived(tx, listId);
    const [fresh] = await tx.select().from(needsLists).where(eq(needsLists.id, listId));
    if (!fresh) throw new HttpError(404, LIST_NOT_FOUND_MESSAGE);
    return buildOwnList(tx, cipher, fresh);
  });
}

export async function publishList(
  db: TDatabase,
  cipher: TAddressCipher,
  viewer: NonNullable<TViewer> & { emailVerified: boolean },
  listId: string,
): Promise<TOwnList> {
  return db.transaction(async (tx) => {
    const list = await lockOwnedList(tx, viewer, listId);
    if (list.status !== 'draft') throw new HttpError(409, 'This list is already published.');
    if (!viewer.emailVerified) {
      throw new HttpError(403, 'Confirm your email address to publish. We can send you a new link.');
    }
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(listItems)
      .where(eq(listItems.listId, listId));
    const problems = findPublishProblems({
      ...list,
      itemsCount: count,
      shippingAddress: readShippingAddress(cipher, list.shippingAddressEncrypted),
    });
    if (problems.length > 0)
      throw new HttpError(
        400,
        `Before publishing, add: ${problems.map((problem) => problem.message).join('; ')}.`,
      );
    // A close copy of another family's photo or story is published but held out of search until the
    // moderators have looked (it stays reachable by its link).
    const copycatReason = await findCopycatReason(tx, list);
    const [fresh] = await tx
      .update(needsLists)
      .set({
        status: 'active',
        publishedAt: new Date(),
        updatedAt: new Date(),
        version: list.version + 1,
        isFlagged: copycatReason !== null,
        ...(copycatReason ? { moderationReason: `Waiting for review: ${copycatReason}` } : {}),
      })
      .where(eq(needsLists.id, listId))
      .returning();
    if (!fresh) throw new HttpError(404, LIST_NOT_FOUND_MESSAGE);
    return buildOwnList(tx, cipher, fresh);
  });
}

export async function setListArchived(
  db: TDatabase,
  cipher: TAddressCipher,
  viewer: NonNullable<TViewer>,
  listId: string,
  isArchived: boolean,
): Promise<TOwnList> {
  return db.transaction(async (tx) => {
    const list = await lockOwnedList(tx, viewer, listId);
    if (list.status === 'draft') throw new HttpError(409, 'A draft is not published; delete it instead.');
    if (isArchived === (list.status === 'archived')) {
      return buildOwnList(tx, cipher, list);
    }
    const isFulfilled = list.quantityWanted > 0 && list.quantityReceived >= list.quantityWanted;
    const [fresh] = await tx
      .update(needsLists)
      .set({
        status: isArchived ? 'archived' : isFulfilled ? 'fulfilled' : 'active',
        archivedAt: isArchived ? new Date() : null,
        updatedAt: new Date(),
        version: list.version + 1,
      })
      .where(eq(needsLists.id, listId))
      .returning();
    if (!fresh) throw new HttpError(404, LIST_NOT_FOUND_MESSAGE);
    return buildOwnList(tx, cipher, fresh);
  });
}

/** Only drafts can be deleted (a published list has donors' history: it is archived instead). */
export async function deleteDraft(
  db: TDatabase,
  viewer: NonNullable<TViewer>,
  listId: string,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const list = await lockOwnedList(tx, viewer, listId);
    if (list.status !== 'draft')
      throw new HttpError(409, 'Only drafts can be deleted; archive a published list.');
    const photos = await tx
      .select({ url: listPhotos.url })
      .from(listPhotos)
      .where(eq(listPhotos.listId, listId));
    await tx.delete(needsLists).where(eq(needsLists.id, listId));
    return photos.map((photo) => photo.url);
  });
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
  const isAdmin = viewer?.userType === 'admin';
  if (list.status === 'draft' || list.visibility === 'private') return null;
  if (list.moderationState !== 'ok' && !isAdmin) return null;
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

/** Puts a list's items or photos in the order of `ids` (each exactly once) in one statement. */
async function writeOrder(
  tx: TTransaction,
  table: typeof listItems | typeof listPhotos,
  listId: string,
  ids: string[],
  noun: 'item' | 'photo',
): Promise<void> {
  const current = await tx.select({ id: table.id }).from(table).where(eq(table.listId, listId));
  const known = new Set(current.map((row) => row.id));
  if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id))) {
    throw new HttpError(400, `ids: Send every ${noun} of the list exactly once, in the new order`);
  }
  const idArray = sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
  await tx.execute(sql`update ${table} set position = o.ord - 1
    from unnest(${idArray}) with ordinality as o(id, ord)
    where ${table.id} = o.id and ${table.listId} = ${listId}`);
}

// ---- items ----

async function lockOwnedItem(tx: TTransaction, viewer: NonNullable<TViewer>, listId: string, itemId: string) {
  const list = await lockOwnedList(tx, viewer, listId);
  const [item] = await tx
    .select()
    .from(listItems)
    .where(and(eq(listItems.id, itemId), eq(listItems.listId, listId)))
    .limit(1);
  if (!item) throw new HttpError(404, 'This item does not exist on this list');
  return { list, item };
}

export async function addItem(
  db: TDatabase,
  viewer: NonNullable<TViewer>,
  listId: string,
  input: Omit<typeof listItems.$inferInsert, 'id' | 'listId' | 'position'>,
  maxItems: number,
): Promise<TItem> {
  return db.transaction(async (tx) => {
    await lockOwnedList(tx, viewer, listId);
    const [{ count, maxPosition } = { count: 0, maxPosition: -1 }] = await tx
      .select({
        count: sql<number>`count(*)::int`,
        maxPosition: sql<number>`coalesce(max(${listItems.position}), -1)::int`,
      })
      .from(listItems)
      .where(eq(listItems.listId, listId));
    if (count >= maxItems) throw new HttpError(400, `A list can hold at most ${maxItems} items`);
    const [row] = await tx
      .insert(listItems)
      .values({ ...input, listId, position: maxPosition + 1 })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    await refreshListDerived(tx, listId);
    return toItem(row);
  });
}

export async function updateItem(
  db: TDatabase,
  viewer: NonNullable<TViewer>,
  listId: string,
  itemId: string,
  changes: Partial<Omit<typeof listItems.$inferInsert, 'id' | 'listId' | 'position'>>,
): Promise<TItem> {
  return db.transaction(async (tx) => {
    const { item } = await lockOwnedItem(tx, viewer, listId, itemId);
    if (changes.quantity !== undefined && changes.quantity < item.quantityReceived) {
      throw new HttpError(
        400,
        `quantity: ${item.quantityReceived} already arrived; the quantity cannot be less than that`,
      );
    }
    const [row] = await tx
      .update(listItems)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(listItems.id, itemId))
      .returning();
    if (!row) throw new HttpError(404, 'This item does not exist on this list');
    await refreshListDerived(tx, listId);
    return toItem(row);
  });
}

export async function removeItem(
  db: TDatabase,
  viewer: NonNullable<TViewer>,
  listId: string,
  itemId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { list, item } = await lockOwnedItem(tx, viewer, listId, itemId);
    if (list.status !== 'draft' && (item.quantityPurchased > 0 || item.quantityReceived > 0)) {
      throw new HttpError(409, 'Someone already bought this item; it stays on the list.');
    }
    await tx.delete(listItems).where(eq(listItems.id, itemId));
    await refreshListDerived(tx, listId);
  });
}

export async function reorderItems(
  db: TDatabase,
  viewer: NonNullable<TViewer>,
  listId: string,
  ids: string[],
): Promise<TItem[]> {
  return db.transaction(async (tx) => {
    await lockOwnedList(tx, viewer, listId);
    await writeOrder(tx, listItems, listId, ids, 'item');
    const rows = await tx
      .select()
      .from(listItems)
      .where(inArray(listItems.id, ids))
      .orderBy(asc(listItems.position));
    return rows.map(toItem);
  });
}

// ---- photos ----

export async function addListPhoto(
  db: TDatabase,
  viewer: NonNullable<TViewer>,
  listId: string,
  photo: { url: string; perceptualHash: string },
  maxPhotos: number,
): Promise<TListPhoto> {
  return db.transaction(async (tx) => {
    await lockOwnedList(tx, viewer, listId);
    const existing = await tx
      .select({ position: listPhotos.position })
      .from(listPhotos)
      .where(eq(listPhotos.listId, listId));
    if (existing.length >= maxPhotos)
      throw new HttpError(400, `photo: A list can have at most ${maxPhotos} photos`);
    const position = existing.reduce((max, row) => Math.max(max, row.position), -1) + 1;
    const [row] = await tx
      .insert(listPhotos)
      .values({ listId, ...photo, position })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    await tx.update(needsLists).set({ updatedAt: new Date() }).where(eq(needsLists.id, listId));
    return toPhoto(row);
  });
}

/** Removes a photo and returns its URL (for its files). */
export async function removeListPhotoRow(
  db: TDatabase,
  viewer: NonNullable<TViewer>,
  listId: string,
  photoId: string,
): Promise<string> {
  return db.transaction(async (tx) => {
    await lockOwnedList(tx, viewer, listId);
    const [row] = await tx
      .delete(listPhotos)
      .where(and(eq(listPhotos.id, photoId), eq(listPhotos.listId, listId)))
      .returning({ url: listPhotos.url });
    if (!row) throw new HttpError(404, 'This photo does not exist on this list');
    return row.url;
  });
}

export async function reorderListPhotos(
  db: TDatabase,
  viewer: NonNullable<TViewer>,
  listId: string,
  ids: string[],
): Promise<TListPhoto[]> {
  return db.transaction(async (tx) => {
    await lockOwnedList(tx, viewer, listId);
    await writeOrder(tx, listPhotos, listId, ids, 'photo');
    const rows = await tx
      .select()
      .from(listPhotos)
      .where(eq(listPhotos.listId, listId))
      .orderBy(asc(listPhotos.position));
    return rows.map(toPhoto);
  });
}

// ---- shares and reports ----

/** Counts a share of a list anyone with the link may see; false when there is no such list. */
export async function recordListShare(db: TDatabase, listId: string): Promise<boolean> {
  const rows = await db
    .update(needsLists)
    .set({ shareCount: sql`${needsLists.shareCount} + 1` })
    .where(
      and(
        eq(needsLists.id, listId),
        inArray(needsLists.status, ['active', 'fulfilled', 'archived']),
        inArray(needsLists.visibility, ['public', 'unlisted']),
        eq(needsLists.moderationState, 'ok'),
      ),
    )
    .returning({ id: needsLists.id });
  return rows.length > 0;
}

export const REPORT_RECEIVED_MESSAGE =
  'Thank you. Our team will look at this list, usually within a day. We do not tell the family who reported it.';

export async function reportList(
  db: TDatabase,
  viewer: NonNullable<TViewer>,
  listId: string,
  report: { reason: (typeof listReports.$inferInsert)['reason']; details: string },
): Promise<string> {
  const [list] = await db
    .select({
      ownerId: needsLists.ownerId,
      status: needsLists.status,
      visibility: needsLists.visibility,
      moderationState: needsLists.moderationState,
    })
    .from(needsLists)
    .where(eq(needsLists.id, listId))
    .limit(1);
  if (!list || !isVisibleToOthers(list)) throw new HttpError(404, LIST_NOT_FOUND_MESSAGE);
  if (list.ownerId === viewer.id) throw new HttpError(400, 'You cannot report your own list.');
  const inserted = await db
    .insert(listReports)
    .values({ listId, reporterId: viewer.id, ...report })
    .onConflictDoNothing()
    .returning({ id: listReports.id });
  return inserted.length > 0 ? REPORT_RECEIVED_MESSAGE : 'You already reported this list; our team has it.';
}

/** The checks of lockOwnedList without a lock, for work worth refusing before it starts (an upload). */
export async function assertCanEditList(
  db: TDatabase,
  viewer: NonNullable<TViewer>,
  listId: string,
): Promise<void> {
  const [list] = await db
    .select({
      ownerId: needsLists.ownerId,
      status: needsLists.status,
      visibility: needsLists.visibility,
      moderationState: needsLists.moderationState,
    })
    .from(needsLists)
    .where(eq(needsLists.id, listId))
    .limit(1);
  assertOwner(list, viewer);
}
