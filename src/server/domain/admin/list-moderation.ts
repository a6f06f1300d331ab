import { and, eq } from 'drizzle-orm';
import type { TPublicCache, TPublicTag } from '#server/cache/public-cache';
import type { TDatabase } from '#server/db/client';
import { listReports, needsLists } from '#server/db/schema/needs-lists';
import type { TTransaction } from '#server/db/transaction';
import { DomainError } from '#server/domain/domain-error';
import type { TClock } from '#server/services/clock';
import type { TMessage } from '#server/services/translations';
import * as pagePaths from '#shared/page-path-builders';
import { toChangedTags } from '../needs-lists/list-access';
import { notifyUsers } from '../notifications/notify';
import { endOpenReservations } from '../reservations/end-reservations';
import { recordAdminAction, type TAdminActor } from './audit-log';

export type TModerationDeps = { db: TDatabase; publicCache: TPublicCache; clock: TClock };

const NO_SUCH_LIST: TMessage = { key: 'errors.moderation.noSuchList' };

type TLockedList = typeof needsLists.$inferSelect;

/** The list, locked until the action commits; drafts are the owner's alone and not moderated. */
async function lockModeratedList(tx: TTransaction, listId: string): Promise<TLockedList> {
  const [list] = await tx.select().from(needsLists).where(eq(needsLists.id, listId)).for('update');
  if (!list || list.status === 'draft') throw new DomainError('not-found', NO_SUCH_LIST);
  return list;
}

/** Runs one moderation action in a transaction, then drops the public answers it changed. */
async function moderate<TResult>(
  deps: TModerationDeps,
  changed: readonly TPublicTag[],
  action: (tx: TTransaction, now: Date) => Promise<TResult>,
): Promise<TResult> {
  const now = deps.clock.now();
  const result = await deps.db.transaction((tx) => action(tx, now));
  deps.publicCache.markChanged(changed);
  return result;
}

/**
 * Takes a list down: it leaves browse and its page, its open reservations end (donors are told), its
 * open reports are resolved, and the family is told why.
 */
export function hideList(deps: TModerationDeps, actor: TAdminActor, listId: string, reason: string) {
  return moderate(deps, toChangedTags(listId, 'figures'), async (tx, now) => {
    const list = await lockModeratedList(tx, listId);
    // A list hidden only with its suspended owner can still be hidden for its own sake, so it stays
    // hidden when the suspension is lifted.
    if (list.moderationState === 'hidden' && !list.isHiddenWithOwner) {
      throw new DomainError('conflict', { key: 'errors.moderation.alreadyHidden' });
    }
    await tx
      .update(needsLists)
      .set({ moderationState: 'hidden', moderationReason: reason, isHiddenWithOwner: false, updatedAt: now })
      .where(eq(needsLists.id, listId));
    const endedReservations = await endOpenReservations(tx, [listId], 'hidden', now);
    const resolved = await tx
      .update(listReports)
      .set({ status: 'resolved', resolution: 'hidden', resolvedAt: now })
      .where(and(eq(listReports.listId, listId), eq(listReports.status, 'open')))
      .returning({ id: listReports.id });
    await notifyUsers(
      tx,
      [
        {
          userId: list.ownerId,
          type: 'list_hidden',
          titleKey: 'notifications.listHidden.title',
          messageKey: 'notifications.listHidden.message',
          values: { list: list.title, reason },
          link: pagePaths.listDetail(listId),
        },
      ],
      now,
    );
    await recordAdminAction(
      tx,
      actor,
      {
        action: 'list.hidden',
        targetType: 'list',
        targetId: listId,
        targetLabel: list.title,
        reason,
        details: { endedReservations, resolvedReports: resolved.length },
      },
      now,
    );
  });
}

/** Shows a hidden list again (not one hidden with its suspended owner: that comes back with the account). */
export function restoreList(deps: TModerationDeps, actor: TAdminActor, listId: string) {
  return moderate(deps, toChangedTags(listId, 'figures'), async (tx, now) => {
    const list = await lockModeratedList(tx, listId);
    if (list.moderationState !== 'hidden')
      throw new DomainError('conflict', { key: 'errors.moderation.notHidden' });
    if (list.isHiddenWithOwner) {
      throw new DomainError('conflict', { key: 'errors.moderation.hiddenWithOwner' });
    }
    await tx
      .update(needsLists)
      .set({ moderationState: 'ok', moderationReason: '', updatedAt: now })
      .where(eq(needsLists.id, listId));
    await notifyUsers(
      tx,
      [
        {
          userId: list.ownerId,
          type: 'general',
          titleKey: 'notifications.listRestored.title',
          messageKey: 'notifications.listRestored.message',
          values: { list: list.title },
          link: pagePaths.listDetail(listId),
        },
      ],
      now,
    );
    await recordAdminAction(
      tx,
      actor,
      {
        action: 'list.restored',
        targetType: 'list',
        targetId: listId,
        targetLabel: list.title,
      },
      now,
    );
  });
}

/** Lets a list the copycat check held go into browse and take gifts. */
export function releaseHeldList(deps: TModerationDeps, actor: TAdminActor, listId: string) {
  return moderate(deps, toChangedTags(listId, 'figures'), async (tx, now) => {
    const list = await lockModeratedList(tx, listId);
    if (!list.isFlagged) throw new DomainError('conflict', { key: 'errors.moderation.notHeld' });
    await tx
      .update(needsLists)
      .set({
        isFlagged: false,
        // The hold's own note goes; a reason a moderator wrote for hiding stays.
        moderationReason: list.moderationState === 'hidden' ? list.moderationReason : '',
        updatedAt: now,
      })
      .where(eq(needsLists.id, listId));
    await notifyUsers(
      tx,
      [
        {
          userId: list.ownerId,
          type: 'general',
          titleKey: 'notifications.listReleased.title',
          messageKey: 'notifications.listReleased.message',
          values: { list: list.title },
          link: pagePaths.listDetail(listId),
        },
      ],
      now,
    );
    await recordAdminAction(
      tx,
      actor,
      {
        action: 'list.released',
        targetType: 'list',
        targetId: listId,
        targetLabel: list.title,
        details: { heldFor: list.moderationReason },
      },
      now,
    );
  });
}

/** Marks a list verified; donors see the badge with the date and how it was verified. */
export function verifyList(deps: TModerationDeps, actor: TAdminActor, listId: string, note: string) {
  return moderate(deps, toChangedTags(listId, 'card'), async (tx, now) => {
    const list = await lockModeratedList(tx, listId);
    await tx
      .update(needsLists)
      .set({ isVerified: true, verifiedAt: now, verificationNote: note, updatedAt: now })
      .where(eq(needsLists.id, listId));
    await notifyUsers(
      tx,
      [
        {
          userId: list.ownerId,
          type: 'list_verified',
          titleKey: 'notifications.listVerified.title',
          messageKey: 'notifications.listVerified.message',
          values: { list: list.title },
          link: pagePaths.listDetail(listId),
        },
      ],
      now,
    );
    await recordAdminAction(
      tx,
      actor,
      {
        action: list.isVerified ? 'list.verification-changed' : 'list.verified',
        targetType: 'list',
        targetId: listId,
        targetLabel: list.title,
        reason: note,
      },
      now,
    );
  });
}

export function unverifyList(deps: TModerationDeps, actor: TAdminActor, listId: string, reason: string) {
  return moderate(deps, toChangedTags(listId, 'card'), async (tx, now) => {
    const list = await lockModeratedList(tx, listId);
    if (!list.isVerified) throw new DomainError('conflict', { key: 'errors.moderation.notVerified' });
    await tx
      .update(needsLists)
      .set({ isVerified: false, verifiedAt: null, verificationNote: '', updatedAt: now })
      .where(eq(needsLists.id, listId));
    await recordAdminAction(
      tx,
      actor,
      {
        action: 'list.unverified',
        targetType: 'list',
        targetId: listId,
        targetLabel: list.title,
        reason,
        details: { wasVerifiedBy: list.verificationNote },
      },
      now,
    );
  });
}

/** Closes a report without acting on the list (the list stays as it is). */
export function dismissReport(deps: TModerationDeps, actor: TAdminActor, reportId: string, reason: string) {
  // The list stays as it was: no public answer changes.
  return moderate(deps, [], async (tx, now) => {
    const [report] = await tx
      .update(listReports)
      .set({ status: 'resolved', resolution: 'dismissed', resolvedAt: now })
      .where(and(eq(listReports.id, reportId), eq(listReports.status, 'open')))
      .returning({ id: listReports.id, listId: listReports.listId, reason: listReports.reason });
    if (!report) {
      const [known] = await tx
        .select({ id: listReports.id })
        .from(listReports)
        .where(eq(listReports.id, reportId));
      throw known
        ? new DomainError('conflict', { key: 'errors.moderation.reportClosed' })
        : new DomainError('not-found', { key: 'errors.moderation.reportNotFound' });
    }
    const [list] = await tx
      .select({ title: needsLists.title })
      .from(needsLists)
      .where(eq(needsLists.id, report.listId));
    await recordAdminAction(
      tx,
      actor,
      {
        action: 'report.dismissed',
        targetType: 'report',
        targetId: reportId,
        targetLabel: list?.title ?? '',
        reason,
        details: { listId: report.listId, reportReason: report.reason },
      },
      now,
    );
  });
}
