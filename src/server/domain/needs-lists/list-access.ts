import { randomBytes } from 'node:crypto';
import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { TPublicCache, TPublicTag } from '#server/cache/public-cache';
import type { TAddressCipher } from '#server/crypto/address-cipher';
import type { TDatabase } from '#server/db/client';
import { needsLists } from '#server/db/schema/needs-lists';
import type { TTransaction } from '#server/db/transaction';
import { DomainError } from '#server/domain/domain-error';
import type { TClock } from '#server/services/clock';
import { type TMessage, translate } from '#server/services/translations';

export type TListRow = typeof needsLists.$inferSelect;

export type TViewer = { id: string; userType: 'user' | 'admin' } | null;

/** What the list writes need: the database, the address cipher, the app's public cache and clock. */
export type TListDeps = { db: TDatabase; cipher: TAddressCipher; publicCache: TPublicCache; clock: TClock };

type TVisibility = Pick<TListRow, 'id' | 'status' | 'visibility' | 'moderationState'>;

export const LIST_NOT_FOUND: TMessage = { key: 'errors.lists.notFound' };
const LIST_FORBIDDEN: TMessage = { key: 'errors.lists.forbidden' };
export const LIST_CHANGED: TMessage = { key: 'errors.lists.changed' };
/** English words of these refusals (tests compare answers with them). */
export const LIST_NOT_FOUND_MESSAGE = translate('en', LIST_NOT_FOUND);
export const LIST_FORBIDDEN_MESSAGE = translate('en', LIST_FORBIDDEN);
export const LIST_CHANGED_MESSAGE = translate('en', LIST_CHANGED);

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

/** Whether someone other than the owner may see the list at all. */
export function isVisibleToOthers(
  list: Pick<TListRow, 'status' | 'visibility' | 'moderationState'>,
): boolean {
  return list.status !== 'draft' && list.visibility !== 'private' && list.moderationState === 'ok';
}

/**
 * Whether this viewer may see the list (its page, its photos): its owner always; an admin also a list
 * that was hidden (to moderate it), never another's draft or private list; anyone else only a list
 * visible to others.
 */
export function canViewerSeeList(
  list: Pick<TListRow, 'ownerId' | 'status' | 'visibility' | 'moderationState'>,
  viewer: TViewer,
): boolean {
  if (viewer && list.ownerId === viewer.id) return true;
  const isAdmin = viewer?.userType === 'admin';
  return isVisibleToOthers(isAdmin ? { ...list, moderationState: 'ok' } : list);
}

/** isVisibleToOthers as a query condition. */
export function whereVisibleToOthers(): SQL {
  return and(
    ne(needsLists.status, 'draft'),
    ne(needsLists.visibility, 'private'),
    eq(needsLists.moderationState, 'ok'),
  ) as SQL;
}

/**
 * What a list write changed that others see, from least to most:
 * - `page`: the list's own page only (its items' order, what donors hold or bought);
 * - `card`: also its card, so where it shows in browse, search and on the landing page (its text,
 *   place, photos, items wanted, pieces received, whether it is in browse at all);
 * - `figures`: also the landing and impact pages' counts (published, fulfilled, received, by topic).
 */
export type TListChange = 'page' | 'card' | 'figures';

const CHANGED_TAGS: Record<TListChange, (listId: string) => TPublicTag[]> = {
  page: (listId) => [`list:${listId}`],
  card: (listId) => [`list:${listId}`, 'browse'],
  figures: (listId) => [`list:${listId}`, 'browse', 'figures'],
};

/**
 * The public answers a write across an account's lists drops (its deletion or suspension): its lists,
 * and the gifts it held on others' lists, so every list's page.
 */
export const ACCOUNT_LISTS_CHANGED: readonly TPublicTag[] = ['lists', 'browse', 'figures'];

/** The public answers a change to a list drops. */
export function toChangedTags(listId: string, change: TListChange): TPublicTag[] {
  return CHANGED_TAGS[change](listId);
}

/**
 * Runs a write in one transaction. The write names the states of the list it saw (`touch`, before
 * and after the change) and what it changed; for the states others could see, the public answers
 * showing that change are dropped once it is committed (docs/decisions/007). A draft's or a private
 * list's changes, reports and share counts leave them alone, and a donor's reservation drops only its
 * list's page, so nobody can empty the cache at will.
 */
export async function commitListWrite<TResult>(
  deps: Pick<TListDeps, 'db' | 'publicCache'>,
  write: (tx: TTransaction, touch: (list: TVisibility, change: TListChange) => void) => Promise<TResult>,
): Promise<TResult> {
  const changed = new Set<TPublicTag>();
  const result = await deps.db.transaction((tx) =>
    write(tx, (list, change) => {
      if (!isVisibleToOthers(list)) return;
      for (const tag of toChangedTags(list.id, change)) changed.add(tag);
    }),
  );
  deps.publicCache.markChanged([...changed]);
  return result;
}

/**
 * The list a user may change, locked for the rest of the transaction: 404 when they may not even see
 * it (so its existence is not confirmed), 403 when they can see it but it is someone else's.
 */
export async function lockOwnedList(
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
  if (!list) throw new DomainError('not-found', LIST_NOT_FOUND);
  if (list.ownerId === viewer.id) return;
  throw isVisibleToOthers(list)
    ? new DomainError('forbidden', LIST_FORBIDDEN)
    : new DomainError('not-found', LIST_NOT_FOUND);
}

/** The columns that say whose a list is and who may see it, for a query that joins lists. */
export const LIST_ACCESS_COLUMNS = {
  ownerId: needsLists.ownerId,
  status: needsLists.status,
  visibility: needsLists.visibility,
  moderationState: needsLists.moderationState,
};

/** Whose a list is and who may see it: what the access checks read, without the rest of the row. */
export async function readListAccess(
  db: TDatabase,
  listId: string,
): Promise<Pick<TListRow, 'ownerId' | 'status' | 'visibility' | 'moderationState'> | undefined> {
  const [list] = await db
    .select(LIST_ACCESS_COLUMNS)
    .from(needsLists)
    .where(eq(needsLists.id, listId))
    .limit(1);
  return list;
}

/** The checks of lockOwnedList without a lock, for work worth refusing before it starts (an upload). */
export async function assertCanEditList(
  db: TDatabase,
  viewer: NonNullable<TViewer>,
  listId: string,
): Promise<void> {
  assertOwner(await readListAccess(db, listId), viewer);
}
