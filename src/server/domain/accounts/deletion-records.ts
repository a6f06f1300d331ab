import { randomBytes } from 'node:crypto';
import { and, eq, like, ne, or } from 'drizzle-orm';
import type { TDatabase } from '#server/db/client';
import { analyticsEvents } from '#server/db/schema/analytics';
import { accounts, users } from '#server/db/schema/auth';
import { dataDeletionRequests } from '#server/db/schema/data-deletion';
import { mailOutbox } from '#server/db/schema/mail-outbox';
import { listPhotos, needsLists } from '#server/db/schema/needs-lists';
import { itemImages } from '#server/db/schema/products';
import { rateLimits } from '#server/db/schema/rate-limits';
import type { TDataDeletionStatus } from '#shared/schemas/data-deletion';
import { isVisibleToOthers } from '../needs-lists/list-access';
import {
  endDonorReservations,
  endOpenReservations,
  tellBuyersOfClosedLists,
} from '../reservations/end-reservations';

export type TDeletedUser = { id: string; email: string };

/**
 * Everything about a user that must go before (or would survive) the deletion of their user row, in
 * one transaction: their events stay in the statistics without a name attached, counters keyed by
 * their email or id go, and a confirmation code is recorded as pending (completeDeletion marks it
 * done once the user row is gone). Sessions, sign-in methods and notifications go with the user row
 * (foreign keys, ON DELETE CASCADE); their pledges stay in the families' history without a donor.
 */
export async function anonymiseUserRecords(
  db: TDatabase,
  user: TDeletedUser,
  source: 'account' | 'facebook',
  now: Date,
): Promise<{ confirmationCode: string; isPublicChange: boolean }> {
  const confirmationCode = createConfirmationCode();
  const isPublicChange = await db.transaction(async (tx) => {
    // Their lists are locked and archived here, so no donor can reserve on them between this and the
    // deletion of the user row (which takes the lists with it); donors holding reservations are told,
    // and so are those whose bought gifts were on their way.
    const ownedLists = await tx
      .select({
        id: needsLists.id,
        status: needsLists.status,
        visibility: needsLists.visibility,
        moderationState: needsLists.moderationState,
      })
      .from(needsLists)
      .where(eq(needsLists.ownerId, user.id))
      .orderBy(needsLists.id)
      .for('update');
    const ownedListIds = ownedLists.map((list) => list.id);
    if (ownedListIds.length > 0) {
      await tx
        .update(needsLists)
        .set({ status: 'archived', archivedAt: now })
        .where(and(eq(needsLists.ownerId, user.id), ne(needsLists.status, 'draft')));
    }
    await endOpenReservations(tx, ownedListIds, 'deleted', now);
    await tellBuyersOfClosedLists(tx, ownedListIds, now);
    // As a donor: their reservations end (the quantities re-open); the gifts themselves stay, without
    // a donor, so the families' notices about them name "An anonymous donor" from then on (a notice
    // names its donor only when it is read or mailed).
    const endedOn = await endDonorReservations(tx, user.id, now);
    await tx.update(analyticsEvents).set({ userId: null }).where(eq(analyticsEvents.userId, user.id));
    await tx
      .delete(rateLimits)
      .where(
        or(
          like(rateLimits.key, `%:${escapeLike(user.email)}`),
          like(rateLimits.key, `%:${escapeLike(user.id)}`),
        ),
      );
    // Mail to them that has not gone out (or went out, kept a few days) holds their address and links:
    // it goes too. The mail confirming the deletion is queued afterwards.
    await tx
      .delete(mailOutbox)
      .where(or(eq(mailOutbox.userId, user.id), eq(mailOutbox.recipient, user.email)));
    await tx
      .insert(dataDeletionRequests)
      .values({ confirmationCode, source, status: 'pending', requestedAt: now });
    return ownedLists.some(isVisibleToOthers) || endedOn.length > 0;
  });
  return { confirmationCode, isPublicChange };
}

export async function completeDeletion(db: TDatabase, confirmationCode: string, now: Date): Promise<void> {
  await db
    .update(dataDeletionRequests)
    .set({ status: 'completed', completedAt: now })
    .where(eq(dataDeletionRequests.confirmationCode, confirmationCode));
}

/** The user row could not be deleted after all: its code must not claim anything. */
export async function abandonDeletion(db: TDatabase, confirmationCode: string): Promise<void> {
  await db.delete(dataDeletionRequests).where(eq(dataDeletionRequests.confirmationCode, confirmationCode));
}

/** Whether the user can still sign in another way once `providerId` is removed. */
export async function hasOtherSignInMethods(
  db: TDatabase,
  userId: string,
  providerId: string,
): Promise<boolean> {
  const rows = await db
    .select({ providerId: accounts.providerId })
    .from(accounts)
    .where(eq(accounts.userId, userId));
  return rows.some((row) => row.providerId !== providerId);
}

/** Removes one sign-in method (and with it what that provider gave us: its tokens). */
export async function unlinkProvider(
  db: TDatabase,
  userId: string,
  providerId: string,
  now: Date,
): Promise<string> {
  const confirmationCode = createConfirmationCode();
  await db.transaction(async (tx) => {
    await tx.delete(accounts).where(and(eq(accounts.userId, userId), eq(accounts.providerId, providerId)));
    await tx.insert(dataDeletionRequests).values({
      confirmationCode,
      source: providerId === 'facebook' ? 'facebook' : 'account',
      status: 'completed',
      requestedAt: now,
      completedAt: now,
    });
  });
  return confirmationCode;
}

/** Records a deletion asked for someone we hold nothing about, so the asker still gets a code. */
export async function recordEmptyDeletion(
  db: TDatabase,
  source: 'account' | 'facebook',
  now: Date,
): Promise<string> {
  const confirmationCode = createConfirmationCode();
  await db
    .insert(dataDeletionRequests)
    .values({ confirmationCode, source, status: 'completed', requestedAt: now, completedAt: now });
  return confirmationCode;
}

export async function findUserByProviderAccount(
  db: TDatabase,
  providerId: string,
  accountId: string,
): Promise<(TDeletedUser & { image: string | null; firstName: string }) | null> {
  const [row] = await db
    .select({ id: users.id, email: users.email, image: users.image, firstName: users.firstName })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(accounts.providerId, providerId), eq(accounts.accountId, accountId)))
    .limit(1);
  return row ?? null;
}

export async function getDeletionStatus(db: TDatabase, code: string): Promise<TDataDeletionStatus | null> {
  const [row] = await db
    .select()
    .from(dataDeletionRequests)
    .where(eq(dataDeletionRequests.confirmationCode, code))
    .limit(1);
  if (!row) return null;
  return {
    confirmationCode: row.confirmationCode,
    status: row.status,
    requestedAt: row.requestedAt.toISOString(),
    completedAt: row.completedAt ? row.completedAt.toISOString() : null,
  };
}

function createConfirmationCode(): string {
  // 16 characters from an unambiguous alphabet: easy to read out, impossible to guess.
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from(randomBytes(16), (byte) => alphabet[byte % alphabet.length]).join('');
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The stored files of a user's lists: their photos and the item pictures the user read from stores. */
export async function findOwnedUploadUrls(db: TDatabase, userId: string): Promise<string[]> {
  const [photos, pictures] = await Promise.all([
    db
      .select({ url: listPhotos.url })
      .from(listPhotos)
      .innerJoin(needsLists, eq(needsLists.id, listPhotos.listId))
      .where(eq(needsLists.ownerId, userId)),
    db.select({ url: itemImages.url }).from(itemImages).where(eq(itemImages.ownerId, userId)),
  ]);
  return [...photos, ...pictures].map((row) => row.url);
}
