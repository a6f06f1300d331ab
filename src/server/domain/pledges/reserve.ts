import { eq } from 'drizzle-orm';
import { needsLists } from '#server/db/schema/needs-lists';
import { pledges } from '#server/db/schema/pledges';
import type { TTransaction } from '#server/db/transaction';
import { DomainError } from '#server/domain/domain-error';
import type { TOnceWrite } from '#server/services/idempotency';
import { type TMessage, translate } from '#server/services/translations';
import { RESERVATION_HOURS } from '#shared/pledge-limits';
import { isAddressReady } from '#shared/publish-rules';
import { commitListWrite, isVisibleToOthers, LIST_NOT_FOUND } from '../needs-lists/list-access';
import { readShippingAddress } from '../needs-lists/list-views';
import { notifyUsers } from '../notifications/notify';
import { refreshItemCounts } from '../reservations/item-counts';
import { lockListItem } from '../reservations/item-lock';
import { assertCanReserve, lockDonor } from './donor-limits';
import { recordingLimitHits } from './limit-hits';
import { type TPledgeDeps, type TPledgeRow, toReservedNotice } from './pledge-access';
import { assertCanHoldUnconfirmed, type THoldOrigin, toUnconfirmedHoldEnd } from './unconfirmed-holds';

const HOUR_MS = 60 * 60 * 1000;
const NO_ADDRESS_YET: TMessage = { key: 'errors.gifts.noAddressYet' };
export const NO_ADDRESS_YET_MESSAGE = translate('en', NO_ADDRESS_YET);
const ALL_TAKEN: TMessage = { key: 'errors.gifts.allTaken' };

type TListRow = typeof needsLists.$inferSelect;

/** Why a list takes no gifts now, or null when it does. */
export function findReasonListTakesNoGifts(list: TListRow, donorId: string): DomainError | null {
  if (!isVisibleToOthers(list)) return new DomainError('not-found', LIST_NOT_FOUND);
  if (list.ownerId === donorId) {
    return new DomainError('forbidden', { key: 'errors.gifts.ownList' });
  }
  if (list.isDemo) {
    return new DomainError('conflict', { key: 'errors.gifts.demoList' });
  }
  if (list.status === 'fulfilled') {
    return new DomainError('conflict', { key: 'errors.gifts.listFulfilled' });
  }
  if (list.status !== 'active') {
    return new DomainError('conflict', { key: 'errors.gifts.listArchived' });
  }
  if (list.isFlagged) {
    return new DomainError('conflict', { key: 'errors.gifts.listHeld' });
  }
  return null;
}

/**
 * A list, locked FOR SHARE: donors give on it side by side, while the family's item edits and
 * archiving (FOR UPDATE) wait for them, and they for those. The first lock every pledge write takes.
 */
export async function lockListShared(tx: TTransaction, listId: string): Promise<TListRow> {
  const [list] = await tx.select().from(needsLists).where(eq(needsLists.id, listId)).for('share');
  if (!list) throw new DomainError('not-found', LIST_NOT_FOUND);
  return list;
}

/** lockListShared for a list that must take gifts now (refused with the reason otherwise). */
export async function lockListForPledge(
  tx: TTransaction,
  listId: string,
  donorId: string,
): Promise<TListRow> {
  const list = await lockListShared(tx, listId);
  const refusal = findReasonListTakesNoGifts(list, donorId);
  if (refusal) throw refusal;
  return list;
}

/**
 * Reserves `quantity` of an item for 72 hours, or for 30 minutes while the donor's email address is not
 * confirmed (a short hold, bounded per account, browser and network: `origin`). Decided by the
 * database: the donor's own row is locked while their gifts are counted against their limits (two
 * requests at once cannot both be the last one allowed), and the item row is locked while what is
 * still open is read and the pledge added, so donors racing for the last units queue there and each
 * sees what the one before left.
 */
export async function reservePledge(
  deps: TPledgeDeps,
  donor: { id: string },
  listId: string,
  itemId: string,
  input: { quantity: number; isAnonymous?: boolean; timeZone?: string | null },
  origin?: THoldOrigin,
  /** The client's key for this action: claimed first, its answer kept last (a retry writes nothing). */
  once?: TOnceWrite<TPledgeRow>,
): Promise<TPledgeRow> {
  const now = deps.clock.now();
  return recordingLimitHits(deps.db, donor.id, now, () =>
    commitListWrite(deps, async (tx, touch) => {
      await once?.claim(tx);
      // Whether the email is confirmed, as the database has it now: a session read a moment ago may
      // predate the confirmation.
      const { isEmailVerified } = await lockDonor(tx, donor.id);
      const holdOrigin = isEmailVerified ? null : origin;
      if (holdOrigin === undefined) {
        throw new DomainError('forbidden', { key: 'errors.gifts.confirmEmailToReserve' });
      }
      if (holdOrigin) await assertCanHoldUnconfirmed(tx, donor.id, holdOrigin, input.quantity, now);
      const list = await lockListForPledge(tx, listId, donor.id);
      // Before the first gift: a donor who reserves must be able to send it. The address itself is
      // read too: a list saved before the flag existed may carry one that was never finished.
      if (
        !list.hasShippingAddress ||
        !isAddressReady(readShippingAddress(deps.cipher, list.shippingAddressEncrypted))
      ) {
        throw new DomainError('conflict', NO_ADDRESS_YET);
      }
      await assertCanReserve(tx, donor.id, listId, now, deps.donorLimits);
      const item = await lockListItem(tx, listId, itemId);
      const open = item.quantity - item.quantityReserved - item.quantityPurchased;
      if (open <= 0) throw new DomainError('conflict', ALL_TAKEN);
      const quantity = input.quantity;
      if (quantity > open) {
        throw new DomainError(
          'conflict',
          { key: 'errors.gifts.onlySomeNeeded', values: { open } },
          { field: 'quantity' },
        );
      }
      const [pledge] = await tx
        .insert(pledges)
        .values({
          listId,
          itemId,
          donorId: donor.id,
          quantity,
          isAnonymous: input.isAnonymous ?? false,
          reservedAt: now,
          expiresAt: holdOrigin
            ? toUnconfirmedHoldEnd(now)
            : new Date(now.getTime() + RESERVATION_HOURS * HOUR_MS),
          // The donor's own zone: the reminder mail gives the end in it (null: UTC).
          timeZone: input.timeZone ?? null,
          holdNetwork: holdOrigin?.network ?? null,
          holdDevice: holdOrigin?.device ?? null,
        })
        .returning();
      if (!pledge) throw new Error('pledge insert returned nothing');
      await refreshItemCounts(tx, [itemId], now);
      // A short hold is told to the family only if it becomes a reservation (confirmUnconfirmedHolds).
      if (!holdOrigin) {
        await notifyUsers(tx, [toReservedNotice(list, pledge, item.name)], now);
      }
      await once?.keep(tx, pledge);
      // What donors hold shows on the list's page only (its card counts pieces received).
      touch(list, 'page');
      return pledge;
    }),
  );
}
