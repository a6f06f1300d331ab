import { eq, sql } from 'drizzle-orm';
import { pledges } from '#server/db/schema/pledges';
import { DomainError } from '#server/domain/domain-error';
import type { TAdminPledge } from '#shared/schemas/admin-users';
import { isVisibleToOthers, toChangedTags } from '../needs-lists/list-access';
import { endUnconfirmedGifts, tellOfCancelledGifts } from '../pledges/end-gifts';
import { GIFT_ENDED, PLEDGE_NOT_FOUND, readPledgeListId } from '../pledges/pledge-access';
import { lockListShared } from '../pledges/reserve';
import { formatQuantity } from '../reservations/item-counts';
import { recordAdminAction, type TAdminActor } from './audit-log';
import type { TModerationDeps } from './list-moderation';

/**
 * An admin ends a gift that is reserved or reported bought but not received (a fake report, a donor
 * blocking a list): its quantity re-opens, the family and the donor are told, and the audit log keeps
 * who did it and why, in the same transaction. A received gift is history and stays.
 */
export async function cancelGift(
  deps: TModerationDeps,
  actor: TAdminActor,
  pledgeId: string,
  reason: string,
): Promise<TAdminPledge> {
  const now = deps.clock.now();
  const { result, changed } = await deps.db.transaction(async (tx) => {
    // The list (shared), then the pledge, then the item: the order every pledge write keeps.
    const list = await lockListShared(tx, await readPledgeListId(tx, pledgeId));
    const [pledge] = await tx.select().from(pledges).where(eq(pledges.id, pledgeId)).for('update');
    if (!pledge) throw new DomainError('not-found', PLEDGE_NOT_FOUND);
    if (pledge.status === 'received') {
      throw new DomainError('conflict', { key: 'errors.gifts.receivedCannotCancel' });
    }
    if (pledge.status !== 'reserved' && pledge.status !== 'purchased') {
      throw new DomainError('conflict', GIFT_ENDED);
    }
    const ended = await endUnconfirmedGifts(
      tx,
      sql`select id, status from pledges where id = ${pledgeId} for update`,
      'admin',
      now,
    );
    const [gift] = ended;
    if (!gift) throw new DomainError('conflict', GIFT_ENDED);
    await tellOfCancelledGifts(tx, ended, 'admin', now);
    await recordAdminAction(
      tx,
      actor,
      {
        action: 'pledge.cancelled',
        targetType: 'pledge',
        targetId: pledgeId,
        targetLabel: `${formatQuantity(gift.quantity, gift.item_name)} for "${gift.list_title}"`,
        reason,
        details: { listId: gift.list_id, donorId: gift.donor_id, was: gift.was },
      },
      now,
    );
    return {
      result: { id: pledgeId, status: 'cancelled' as const, endedReason: 'admin' as const },
      // The gift's quantity re-opens on the list's page; nothing received changed.
      changed: isVisibleToOthers(list) ? toChangedTags(list.id, 'page') : [],
    };
  });
  deps.publicCache.markChanged(changed);
  return result;
}
