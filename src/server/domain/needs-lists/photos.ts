import { and, asc, eq } from 'drizzle-orm';
import type { TDatabase } from '#server/db/client';
import { listPhotos, needsLists } from '#server/db/schema/needs-lists';
import { DomainError } from '#server/domain/domain-error';
import type { TListPhoto } from '#shared/schemas/needs-list';
import {
  canViewerSeeList,
  commitListWrite,
  isVisibleToOthers,
  LIST_ACCESS_COLUMNS,
  lockOwnedList,
  type TListDeps,
  type TViewer,
} from './list-access';
import { toPhoto } from './list-views';
import { writeOrder } from './write-order';

export async function addListPhoto(
  deps: TListDeps,
  viewer: NonNullable<TViewer>,
  listId: string,
  photo: { url: string; perceptualHash: string },
  maxPhotos: number,
): Promise<TListPhoto> {
  const now = deps.clock.now();
  return commitListWrite(deps, async (tx, touch) => {
    // The first photo is the list's cover on its card.
    touch(await lockOwnedList(tx, viewer, listId), 'card');
    const existing = await tx
      .select({ position: listPhotos.position })
      .from(listPhotos)
      .where(eq(listPhotos.listId, listId));
    if (existing.length >= maxPhotos) {
      throw new DomainError(
        'invalid',
        { key: 'errors.lists.tooManyPhotos', values: { max: maxPhotos } },
        { field: 'photo' },
      );
    }
    const position = existing.reduce((max, row) => Math.max(max, row.position), -1) + 1;
    const [row] = await tx
      .insert(listPhotos)
      .values({ listId, ...photo, position, createdAt: now })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    await tx.update(needsLists).set({ updatedAt: now }).where(eq(needsLists.id, listId));
    return toPhoto(row);
  });
}

/** Removes a photo and returns its URL (for its files). */
export async function removeListPhotoRow(
  deps: TListDeps,
  viewer: NonNullable<TViewer>,
  listId: string,
  photoId: string,
): Promise<string> {
  return commitListWrite(deps, async (tx, touch) => {
    // The first photo is the list's cover on its card.
    touch(await lockOwnedList(tx, viewer, listId), 'card');
    const [row] = await tx
      .delete(listPhotos)
      .where(and(eq(listPhotos.id, photoId), eq(listPhotos.listId, listId)))
      .returning({ url: listPhotos.url });
    if (!row) throw new DomainError('not-found', { key: 'errors.lists.photoNotFound' });
    return row.url;
  });
}

export async function reorderListPhotos(
  deps: TListDeps,
  viewer: NonNullable<TViewer>,
  listId: string,
  ids: string[],
): Promise<TListPhoto[]> {
  return commitListWrite(deps, async (tx, touch) => {
    // The first photo is the list's cover on its card.
    touch(await lockOwnedList(tx, viewer, listId), 'card');
    await writeOrder(tx, listPhotos, listId, ids, 'photo');
    const rows = await tx
      .select()
      .from(listPhotos)
      .where(eq(listPhotos.listId, listId))
      .orderBy(asc(listPhotos.position));
    return rows.map(toPhoto);
  });
}

/**
 * Who may see a list photo now: `public` when anyone may (the list is visible to others), `viewer`
 * when this viewer may and others may not (its owner, an admin on a list they hid), `nobody` when the
 * viewer may not or the photo is in no list (removed, or its list deleted). `url` is the address the
 * list keeps (its large size). `readViewer` is asked only when the list is not public.
 */
export async function decidePhotoAccess(
  db: TDatabase,
  url: string,
  readViewer: () => Promise<TViewer>,
): Promise<'public' | 'viewer' | 'nobody'> {
  const [list] = await db
    .select(LIST_ACCESS_COLUMNS)
    .from(listPhotos)
    .innerJoin(needsLists, eq(needsLists.id, listPhotos.listId))
    .where(eq(listPhotos.url, url))
    .limit(1);
  if (!list) return 'nobody';
  if (isVisibleToOthers(list)) return 'public';
  return canViewerSeeList(list, await readViewer()) ? 'viewer' : 'nobody';
}
