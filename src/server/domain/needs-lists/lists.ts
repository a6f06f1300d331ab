import { eq, sql } from 'drizzle-orm';
import type { TAddressCipher } from '#server/crypto/address-cipher';
import { listItems, listPhotos, needsLists } from '#server/db/schema/needs-lists';
import { DomainError } from '#server/domain/domain-error';
import { loadPlaces, PLACE_DATA_VERSION, type TPlaces } from '#server/services/places';
import type { TServerMessageKey } from '#server/services/translations';
import {
  findNamedPublishProblems,
  isAddressReady,
  isAddressStarted,
  type TPublishProblemField,
} from '#shared/publish-rules';
import type { TListCreateInput, TListUpdateInput, TOwnList } from '#shared/schemas/needs-list';
import { ZShippingAddress } from '#shared/schemas/shipping-address';
import { endOpenReservations } from '../reservations/end-reservations';
import { findCopycatReason } from './copycat-check';
import { releaseItemImages } from './items';
import {
  commitListWrite,
  createListId,
  isVisibleToOthers,
  LIST_CHANGED,
  LIST_NOT_FOUND,
  lockOwnedList,
  type TListDeps,
  type TListRow,
  type TViewer,
} from './list-access';
import { refreshListDerived } from './list-derived';
import { PLACE_FIELDS, toCheckedPostalCode, toPlaceColumns } from './list-places';
import { buildOwnList, readShippingAddress } from './list-views';

/** "A published list needs …", per publish problem (said under the field being emptied). */
const PUBLISHED_LIST_NEEDS = {
  title: 'errors.lists.publishedNeeds.title',
  titleWords: 'errors.lists.publishedNeeds.titleWords',
  story: 'errors.lists.publishedNeeds.story',
  category: 'errors.lists.publishedNeeds.category',
  place: 'errors.lists.publishedNeeds.place',
  beneficiaryName: 'errors.lists.publishedNeeds.beneficiaryName',
  shippingAddress: 'errors.lists.publishedNeeds.shippingAddress',
  items: 'errors.lists.publishedNeeds.items',
} as const satisfies Record<TPublishProblemField | 'titleWords', TServerMessageKey>;

/** The place data, or null when it cannot be read: a change of city is saved all the same. */
function readPlaces(): Promise<TPlaces | null> {
  return loadPlaces().catch(() => null);
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
    hasShippingAddress: isAddressReady(address),
  };
}

/** A new draft: nobody else sees it, so no public answer changes. */
export async function createList(
  { db, cipher, clock }: TListDeps,
  ownerId: string,
  fields: TListCreateInput,
): Promise<TOwnList> {
  const now = clock.now();
  const input =
    fields.postalCode === undefined
      ? fields
      : { ...fields, postalCode: toCheckedPostalCode(fields.postalCode, fields.country ?? 'US') };
  // A draft started from nothing has no place to look up.
  const place = PLACE_FIELDS.some((field) => input[field])
    ? toPlaceColumns(await readPlaces(), {
        city: input.city ?? '',
        region: input.region ?? '',
        postalCode: input.postalCode ?? '',
        country: input.country ?? 'US',
      })
    : { placeVersion: PLACE_DATA_VERSION };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(needsLists)
      .values({
        id: createListId(),
        ownerId,
        ...toColumns(cipher, input),
        ...place,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    await refreshListDerived(tx, row.id, now);
    const [fresh] = await tx.select().from(needsLists).where(eq(needsLists.id, row.id));
    return buildOwnList(tx, cipher, fresh ?? row);
  });
}

/**
 * A published list stays publishable: its required fields cannot be emptied, each refusal named by its
 * field so the editor shows it under the field being typed in. (An address being retyped may be
 * incomplete between saves; the editor says what it still lacks.)
 */
function assertStillPublishable(
  merged: Pick<
    TListRow,
    'title' | 'story' | 'category' | 'city' | 'region' | 'beneficiaryKind' | 'beneficiaryName'
  >,
): void {
  const [problem] = findNamedPublishProblems({
    title: merged.title ?? '',
    story: merged.story ?? '',
    category: merged.category ?? null,
    city: merged.city ?? '',
    region: merged.region ?? '',
    beneficiaryKind: merged.beneficiaryKind ?? 'self',
    beneficiaryName: merged.beneficiaryName ?? '',
    itemsCount: 1,
  });
  if (!problem) return;
  const field = problem.field === 'place' ? (merged.city?.trim() ? 'region' : 'city') : problem.field;
  const need = problem.named.key === 'validation.publish.titleWords' ? 'titleWords' : problem.field;
  throw new DomainError(
    'invalid',
    { key: PUBLISHED_LIST_NEEDS[need], values: problem.named.values },
    { field },
  );
}

export async function updateList(
  deps: TListDeps,
  viewer: NonNullable<TViewer>,
  listId: string,
  input: TListUpdateInput,
): Promise<TOwnList> {
  const { cipher } = deps;
  const isPlaceChanged = PLACE_FIELDS.some((field) => input[field] !== undefined);
  // Loaded before the row is locked: the first use in a process reads the place data (half a second).
  const places = isPlaceChanged ? await readPlaces() : null;
  const now = deps.clock.now();
  return commitListWrite(deps, async (tx, touch) => {
    const list = await lockOwnedList(tx, viewer, listId);
    const { version, ...changes } = input;
    if (list.version !== version) throw new DomainError('conflict', LIST_CHANGED);
    if (changes.postalCode !== undefined || changes.country !== undefined) {
      changes.postalCode = toCheckedPostalCode(
        changes.postalCode ?? list.postalCode,
        changes.country ?? list.country,
      );
    }
    if (list.status !== 'draft') assertStillPublishable({ ...list, ...changes });
    const place = isPlaceChanged
      ? toPlaceColumns(places, {
          city: changes.city ?? list.city,
          region: changes.region ?? list.region,
          postalCode: changes.postalCode ?? list.postalCode,
          country: changes.country ?? list.country,
        })
      : {};
    await tx
      .update(needsLists)
      .set({ ...toColumns(cipher, changes), ...place, version: list.version + 1 })
      .where(eq(needsLists.id, listId));
    const derived = await refreshListDerived(tx, listId, now);
    const [fresh] = await tx.select().from(needsLists).where(eq(needsLists.id, listId));
    if (!fresh) throw new DomainError('not-found', LIST_NOT_FOUND);
    // The counts read a list's visibility and topic; its other fields show on its card.
    const isCounted =
      changes.visibility !== undefined || changes.category !== undefined || derived.isFulfilledChanged;
    touch(list, isCounted ? 'figures' : 'card');
    touch(fresh, isCounted ? 'figures' : 'card');
    // Made private: nobody else can reach it, so its open reservations end and their donors are told.
    if (isVisibleToOthers(list) && !isVisibleToOthers(fresh)) {
      await endOpenReservations(tx, [listId], 'private', now);
    }
    return buildOwnList(tx, cipher, fresh);
  });
}

export async function publishList(
  deps: TListDeps,
  viewer: NonNullable<TViewer> & { emailVerified: boolean },
  listId: string,
): Promise<TOwnList> {
  const { cipher } = deps;
  const now = deps.clock.now();
  return commitListWrite(deps, async (tx, touch) => {
    const list = await lockOwnedList(tx, viewer, listId);
    if (list.status !== 'draft') throw new DomainError('conflict', { key: 'errors.lists.alreadyPublished' });
    if (!viewer.emailVerified) {
      throw new DomainError('forbidden', { key: 'errors.lists.confirmEmailToPublish' });
    }
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(listItems)
      .where(eq(listItems.listId, listId));
    const problems = findNamedPublishProblems({
      ...list,
      itemsCount: count,
      shippingAddress: readShippingAddress(cipher, list.shippingAddressEncrypted),
    });
    if (problems.length > 0)
      throw new DomainError('invalid', {
        key: 'errors.lists.beforePublishing',
        values: { problems: { list: problems.map((problem) => problem.named), separator: '; ' } },
      });
    // A close copy of another family's photo or story is published but held out of search until the
    // moderators have looked (it stays reachable by its link).
    const copycatReason = await findCopycatReason(tx, list);
    const [fresh] = await tx
      .update(needsLists)
      .set({
        status: 'active',
        publishedAt: now,
        updatedAt: now,
        version: list.version + 1,
        isFlagged: copycatReason !== null,
        ...(copycatReason ? { moderationReason: `Waiting for review: ${copycatReason}` } : {}),
      })
      .where(eq(needsLists.id, listId))
      .returning();
    if (!fresh) throw new DomainError('not-found', LIST_NOT_FOUND);
    touch(fresh, 'figures');
    return buildOwnList(tx, cipher, fresh);
  });
}

export async function setListArchived(
  deps: TListDeps,
  viewer: NonNullable<TViewer>,
  listId: string,
  isArchived: boolean,
): Promise<TOwnList> {
  const { cipher } = deps;
  const now = deps.clock.now();
  return commitListWrite(deps, async (tx, touch) => {
    const list = await lockOwnedList(tx, viewer, listId);
    if (list.status === 'draft') {
      throw new DomainError('conflict', { key: 'errors.lists.draftNotPublished' });
    }
    if (isArchived === (list.status === 'archived')) {
      return buildOwnList(tx, cipher, list);
    }
    // It leaves browse or comes back; the counts do not read whether a list is archived.
    touch(list, 'card');
    // An archived list takes no gifts: its open reservations end and their donors are told.
    if (isArchived) await endOpenReservations(tx, [listId], 'archived', now);
    const isFulfilled = list.quantityWanted > 0 && list.quantityReceived >= list.quantityWanted;
    const [fresh] = await tx
      .update(needsLists)
      .set({
        status: isArchived ? 'archived' : isFulfilled ? 'fulfilled' : 'active',
        archivedAt: isArchived ? now : null,
        updatedAt: now,
        version: list.version + 1,
      })
      .where(eq(needsLists.id, listId))
      .returning();
    if (!fresh) throw new DomainError('not-found', LIST_NOT_FOUND);
    return buildOwnList(tx, cipher, fresh);
  });
}

/**
 * Only drafts can be deleted (a published list has donors' history: it is archived instead). Answers
 * the URLs of the files that went with it (its photos, and item pictures no other item shows).
 */
export async function deleteDraft(
  { db }: TListDeps,
  viewer: NonNullable<TViewer>,
  listId: string,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const list = await lockOwnedList(tx, viewer, listId);
    if (list.status !== 'draft') {
      throw new DomainError('conflict', { key: 'errors.lists.onlyDraftsDeleted' });
    }
    const photos = await tx
      .select({ url: listPhotos.url })
      .from(listPhotos)
      .where(eq(listPhotos.listId, listId));
    const items = await tx
      .select({ imageUrl: listItems.imageUrl })
      .from(listItems)
      .where(eq(listItems.listId, listId));
    await tx.delete(needsLists).where(eq(needsLists.id, listId));
    const pictures = await releaseItemImages(
      tx,
      items.map((item) => item.imageUrl),
    );
    return [...photos.map((photo) => photo.url), ...pictures];
  });
}
