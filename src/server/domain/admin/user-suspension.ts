import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { TPublicCache } from '#server/cache/public-cache';
import type { TDatabase } from '#server/db/client';
import { sessions, users } from '#server/db/schema/auth';
import { needsLists } from '#server/db/schema/needs-lists';
import { DomainError } from '#server/domain/domain-error';
import type { TMessage } from '#server/services/translations';
import { ACCOUNT_LISTS_CHANGED } from '../needs-lists/list-access';
import { endUnconfirmedGifts, tellOfCancelledGifts } from '../pledges/end-gifts';
import { endDonorReservations, endOpenReservations } from '../reservations/end-reservations';
import { assertActiveAdmin, findLockedUser, hasOtherActiveAdmin, lockAdminsAndUser } from './admin-users';
import { recordAdminAction, type TAdminActor } from './audit-log';

export const SUSPENDED_LIST_REASON = 'The account was suspended';
const OWN_SUSPENSION: TMessage = { key: 'errors.admin.ownSuspension' };
const ALREADY_SUSPENDED: TMessage = { key: 'errors.admin.alreadySuspended' };
const NOT_SUSPENDED: TMessage = { key: 'errors.admin.notSuspended' };
const LAST_ACTIVE_ADMIN: TMessage = { key: 'errors.admin.lastActiveAdmin' };

/**
 * Suspends an account, all in one transaction: it is signed out everywhere (its sessions go, and the
 * session hook in auth.ts refuses new ones), its lists leave the public (marked as hidden with their
 * owner, so unsuspending brings back those and only those), the reservations donors hold on them end
 * (the donors are told), and its own gifts as a donor that no family confirmed yet (reserved, or
 * reported bought) end so their quantities re-open, each family told.
 */
export async function suspendUser(
  db: TDatabase,
  actor: TAdminActor,
  targetId: string,
  reason: string,
  now: Date,
  publicCache: TPublicCache,
): Promise<void> {
  if (targetId === actor.id) throw new DomainError('invalid', OWN_SUSPENSION);
  await db.transaction(async (tx) => {
    const locked = await lockAdminsAndUser(tx, targetId);
    const target = findLockedUser(locked, targetId);
    if (target.suspendedAt !== null) throw new DomainError('conflict', ALREADY_SUSPENDED);
    if (target.userType === 'admin' && !hasOtherActiveAdmin(locked, targetId)) {
      throw new DomainError('conflict', LAST_ACTIVE_ADMIN);
    }
    assertActiveAdmin(locked, actor.id);
    await tx
      .update(users)
      .set({ suspendedAt: now, suspendedReason: reason, updatedAt: now })
      .where(eq(users.id, targetId));
    await tx.delete(sessions).where(eq(sessions.userId, targetId));
    // Drafts are seen by their owner alone; a list a moderator hid already keeps its own reason and
    // stays hidden when the account comes back.
    const shown = await tx
      .select({ id: needsLists.id })
      .from(needsLists)
      .where(
        and(
          eq(needsLists.ownerId, targetId),
          ne(needsLists.status, 'draft'),
          eq(needsLists.moderationState, 'ok'),
        ),
      )
      .orderBy(needsLists.id)
      .for('update');
    const hiddenListIds = shown.map((list) => list.id);
    if (hiddenListIds.length > 0) {
      await tx
        .update(needsLists)
        .set({
          moderationState: 'hidden',
          moderationReason: SUSPENDED_LIST_REASON,
          isHiddenWithOwner: true,
          updatedAt: now,
        })
        .where(inArray(needsLists.id, hiddenListIds));
    }
    const endedOnLists = await endOpenReservations(tx, hiddenListIds, 'hidden', now);
    const releasedOnListIds = await endDonorReservations(tx, targetId, now);
    // Their reported purchases not yet confirmed end too (a suspended account's reports cannot be
    // trusted to arrive): the quantities re-open and each family is told.
    const endedReports = await endUnconfirmedGifts(
      tx,
      sql`select id, status from pledges where donor_id = ${targetId} and status = 'purchased'
        order by id for update`,
      'suspended',
      now,
    );
    await tellOfCancelledGifts(tx, endedReports, 'suspended', now);
    await recordAdminAction(
      tx,
      actor,
      {
        action: 'user.suspended',
        targetType: 'user',
        targetId,
        targetLabel: target.name,
        reason,
        details: {
          hiddenListIds,
          endedReservationsOnLists: endedOnLists,
          releasedOnListIds,
          endedReportedGiftIds: endedReports.map((gift) => gift.id),
        },
      },
      now,
    );
  });
  publicCache.markChanged(ACCOUNT_LISTS_CHANGED);
}

/** Lets the account sign in again and brings back the lists its suspension hid (no others). */
export async function unsuspendUser(
  db: TDatabase,
  actor: TAdminActor,
  targetId: string,
  now: Date,
  publicCache: TPublicCache,
): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = await lockAdminsAndUser(tx, targetId);
    const target = findLockedUser(locked, targetId);
    if (target.suspendedAt === null) throw new DomainError('conflict', NOT_SUSPENDED);
    assertActiveAdmin(locked, actor.id);
    await tx
      .update(users)
      .set({ suspendedAt: null, suspendedReason: '', updatedAt: now })
      .where(eq(users.id, targetId));
    const restored = await tx
      .update(needsLists)
      .set({ moderationState: 'ok', moderationReason: '', isHiddenWithOwner: false, updatedAt: now })
      .where(and(eq(needsLists.ownerId, targetId), eq(needsLists.isHiddenWithOwner, true)))
      .returning({ id: needsLists.id });
    await recordAdminAction(
      tx,
      actor,
      {
        action: 'user.unsuspended',
        targetType: 'user',
        targetId,
        targetLabel: target.name,
        details: { restoredListIds: restored.map((list) => list.id) },
      },
      now,
    );
  });
  publicCache.markChanged(ACCOUNT_LISTS_CHANGED);
}
