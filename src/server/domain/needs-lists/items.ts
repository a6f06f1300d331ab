import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { listItems } from '#server/db/schema/needs-lists';
import { itemImages } from '#server/db/schema/products';
import type { TTransaction } from '#server/db/transaction';
import { DomainError } from '#server/domain/domain-error';
import { type TMessage, translate } from '#server/services/translations';
import type { TItem } from '#shared/schemas/needs-list';
import { ITEM_NOT_FOUND, lockListItem } from '../reservations/item-lock';
import { commitListWrite, lockOwnedList, type TListDeps, type TViewer } from './list-access';
import { refreshListDerived, toItemsChange } from './list-derived';
import { toItem } from './list-views';
import { writeOrder } from './write-order';

type TItemFields = Omit<typeof listItems.$inferInsert, 'id' | 'listId' | 'position'>;

const LAST_ITEM: TMessage = { key: 'errors.lists.lastItem' };
export const LAST_ITEM_MESSAGE = translate('en', LAST_ITEM);

async function countItems(tx: TTransaction, listId: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(listItems)
    .where(eq(listItems.listId, listId));
  return row?.count ?? 0;
}

async function lockOwnedItem(tx: TTransaction, viewer: NonNullable<TViewer>, listId: string, itemId: string) {
  const list = await lockOwnedList(tx, viewer, listId);
  const item = await lockListItem(tx, listId, itemId);
  return { list, item };
}

/** A picture read from a store's page by this owner (the address alone is not trusted). */
async function assertOwnItemImage(
  tx: TTransaction,
  viewer: NonNullable<TViewer>,
  url: string,
): Promise<void> {
  // Shared lock: a removal releasing this picture at the same moment waits for this item to be written.
  const [image] = await tx
    .select({ url: itemImages.url })
    .from(itemImages)
    .where(and(eq(itemImages.url, url), eq(itemImages.ownerId, viewer.id)))
    .for('share');
  if (!image) {
    throw new DomainError('invalid', { key: 'validation.item.imageFromPage' }, { field: 'imageUrl' });
  }
}

/**
 * Forgets the pictures among these that no item shows any more, in the transaction of the write that
 * dropped them, and answers their URLs so that their files go once it commits. The rows are locked
 * first, so the check that follows (a statement of its own) sees an item another write just gave one.
 */
export async function releaseItemImages(
  tx: TTransaction,
  urls: readonly (string | null | undefined)[],
): Promise<string[]> {
  const candidates = [...new Set(urls.filter((url): url is string => Boolean(url)))];
  if (candidates.length === 0) return [];
  const locked = await tx
    .select({ url: itemImages.url })
    .from(itemImages)
    .where(inArray(itemImages.url, candidates))
    .for('update');
  if (locked.length === 0) return [];
  const released = await tx
    .delete(itemImages)
    .where(
      and(
        inArray(
          itemImages.url,
          locked.map((row) => row.url),
        ),
        sql`not exists (select 1 from ${listItems} where ${listItems.imageUrl} = ${itemImages.url})`,
      ),
    )
    .returning({ url: itemImages.url });
  return released.map((row) => row.url);
}

/**
 * Where a new item of a locked list goes (after the others); 400 when the list is full. Read under
 * the list's lock, which every item write takes.
 */
export async function findNextItemPosition(
  tx: TTransaction,
  listId: string,
  maxItems: number,
): Promise<number> {
  const [{ count, maxPosition } = { count: 0, maxPosition: -1 }] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      maxPosition: sql<number>`coalesce(max(${listItems.position}), -1)::int`,
    })
    .from(listItems)
    .where(eq(listItems.listId, listId));
  if (count >= maxItems) {
    throw new DomainError('invalid', { key: 'errors.lists.tooManyItems', values: { max: maxItems } });
  }
  return maxPosition + 1;
}

export async function addItem(
  deps: TListDeps,
  viewer: NonNullable<TViewer>,
  listId: string,
  input: TItemFields,
  maxItems: number,
): Promise<TItem> {
  const now = deps.clock.now();
  return commitListWrite(deps, async (tx, touch) => {
    const list = await lockOwnedList(tx, viewer, listId);
    const position = await findNextItemPosition(tx, listId, maxItems);
    if (input.imageUrl) await assertOwnItemImage(tx, viewer, input.imageUrl);
    const [row] = await tx
      .insert(listItems)
      .values({ ...input, listId, position, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    touch(list, toItemsChange(await refreshListDerived(tx, listId, now)));
    return toItem(row);
  });
}

export async function updateItem(
  deps: TListDeps,
  viewer: NonNullable<TViewer>,
  listId: string,
  itemId: string,
  changes: Partial<TItemFields>,
): Promise<{ item: TItem; releasedImageUrls: string[] }> {
  const now = deps.clock.now();
  return commitListWrite(deps, async (tx, touch) => {
    const { list, item } = await lockOwnedItem(tx, viewer, listId, itemId);
    // Donors' reservations and purchases are read under the list's lock (they take it to give).
    const given = item.quantityReserved + item.quantityPurchased;
    if (changes.quantity !== undefined && changes.quantity < given) {
      throw new DomainError(
        'conflict',
        { key: 'errors.lists.quantityBelowGiven', values: { given } },
        { field: 'quantity' },
      );
    }
    const [row] = await tx
      .update(listItems)
      .set({ ...changes, updatedAt: now })
      .where(eq(listItems.id, itemId))
      .returning();
    if (!row) throw new DomainError('not-found', ITEM_NOT_FOUND);
    touch(list, toItemsChange(await refreshListDerived(tx, listId, now)));
    const isImageChanged = changes.imageUrl !== undefined && changes.imageUrl !== item.imageUrl;
    const releasedImageUrls = isImageChanged ? await releaseItemImages(tx, [item.imageUrl]) : [];
    return { item: toItem(row), releasedImageUrls };
  });
}

/** Removes an item nobody gave; answers the pictures no item shows any more. */
export async function removeItem(
  deps: TListDeps,
  viewer: NonNullable<TViewer>,
  listId: string,
  itemId: string,
): Promise<string[]> {
  return commitListWrite(deps, async (tx, touch) => {
    const { list, item } = await lockOwnedItem(tx, viewer, listId, itemId);
    if (item.quantityReserved > 0 || item.quantityPurchased > 0) {
      throw new DomainError('conflict', { key: 'errors.lists.itemHasGifts' });
    }
    // Counted under the list's lock: two removals at once cannot both take the last two items.
    if (list.status !== 'draft' && (await countItems(tx, listId)) <= 1) {
      throw new DomainError('conflict', LAST_ITEM);
    }
    await tx.delete(listItems).where(eq(listItems.id, itemId));
    touch(list, toItemsChange(await refreshListDerived(tx, listId, deps.clock.now())));
    return releaseItemImages(tx, [item.imageUrl]);
  });
}

export async function reorderItems(
  deps: TListDeps,
  viewer: NonNullable<TViewer>,
  listId: string,
  ids: string[],
): Promise<TItem[]> {
  return commitListWrite(deps, async (tx, touch) => {
    // The order of the items shows on the list's page only.
    touch(await lockOwnedList(tx, viewer, listId), 'page');
    await writeOrder(tx, listItems, listId, ids, 'item');
    const rows = await tx
      .select()
      .from(listItems)
      .where(inArray(listItems.id, ids))
      .orderBy(asc(listItems.position));
    return rows.map(toItem);
  });
}
