import { and, eq } from 'drizzle-orm';
import { listItems } from '#server/db/schema/needs-lists';
import { addressReveals, pledges } from '#server/db/schema/pledges';
import { DomainError } from '#server/domain/domain-error';
import type { TOnceWrite } from '#server/services/idempotency';
import type { TMessage } from '#server/services/translations';
import { renderValidationMessage, type TValidationMessage } from '#shared/i18n/validation';
import * as pagePaths from '#shared/page-path-builders';
import { ADDRESS_AFTER_REPORT_DAYS } from '#shared/pledge-limits';
import { findMissingAddressPartNames, findMissingAddressParts } from '#shared/publish-rules';
import type { TPledgeAddress, TPurchaseInput } from '#shared/schemas/pledge';
import type { TShippingAddress } from '#shared/schemas/shipping-address';
import { commitListWrite, isVisibleToOthers, LIST_NOT_FOUND } from '../needs-lists/list-access';
import { readShippingAddress } from '../needs-lists/list-views';
import { toMissingPartsValue } from '../notifications/notice-text';
import { notifyUsers, type TNotice } from '../notifications/notify';
import { formatQuantity, refreshItemCounts } from '../reservations/item-counts';
import { assertCanReport, assertCanReveal, lockDonor } from './donor-limits';
import { recordingLimitHits } from './limit-hits';
import {
  lockDonorPledge,
  PLEDGE_NOT_FOUND,
  readPledgeListId,
  type TPledgeDeps,
  type TPledgeRow,
  toFamilyGiftsLink,
} from './pledge-access';
import { findReasonListTakesNoGifts, lockListShared } from './reserve';

const RESERVATION_ENDED: TMessage = { key: 'errors.gifts.reservationEnded' };
const WHOLE_ADDRESS: TValidationMessage = { key: 'validation.address.whole' };

/** The address for a donor, or (null) what it still lacks, named (the route says it in the reader's language). */
export type TRevealedAddress = Omit<TPledgeAddress, 'missing'> & { missing: TValidationMessage[] };
const CONFIRM_EMAIL_FIRST: TMessage = { key: 'errors.gifts.confirmEmailFirst' };
const DAY_MS = 24 * 60 * 60 * 1000;

/** The donor lets go of a reservation: its quantity is open again at once. */
export async function cancelPledge(
  deps: TPledgeDeps,
  donorId: string,
  pledgeId: string,
): Promise<TPledgeRow> {
  const now = deps.clock.now();
  return commitListWrite(deps, async (tx, touch) => {
    // The list first (shared), then the pledge, then the item: the order every pledge write keeps.
    const list = await lockListShared(tx, await readPledgeListId(tx, pledgeId));
    const pledge = await lockDonorPledge(tx, donorId, pledgeId);
    if (pledge.status === 'purchased' || pledge.status === 'received') {
      throw new DomainError('conflict', { key: 'errors.gifts.boughtCannotCancel' });
    }
    if (pledge.status !== 'reserved') throw new DomainError('conflict', RESERVATION_ENDED);
    const [ended] = await tx
      .update(pledges)
      .set({ status: 'cancelled', endedAt: now, endedReason: 'donor', holdNetwork: null, holdDevice: null })
      .where(eq(pledges.id, pledgeId))
      .returning();
    await refreshItemCounts(tx, [pledge.itemId], now);
    // A donor who saw the address and let the gift go: the family hears it at once, not only from the
    // log of who saw their address.
    const [seen] = await tx
      .select({ at: addressReveals.revealedAt })
      .from(addressReveals)
      .where(eq(addressReveals.pledgeId, pledgeId))
      .orderBy(addressReveals.revealedAt)
      .limit(1);
    if (seen) {
      const [item] = await tx
        .select({ name: listItems.name })
        .from(listItems)
        .where(eq(listItems.id, pledge.itemId));
      await notifyUsers(
        tx,
        [
          {
            userId: list.ownerId,
            type: 'address_seen_then_cancelled',
            donorOfPledgeId: pledge.id,
            titleKey: 'notifications.addressSeenThenCancelled.title',
            messageKey: 'notifications.addressSeenThenCancelled.message',
            values: {
              seenAt: seen.at.toISOString(),
              what: item ? formatQuantity(pledge.quantity, item.name) : '',
              list: list.title,
            },
            link: toFamilyGiftsLink(list.id),
          },
        ],
        now,
      );
    }
    touch(list, 'page');
    return ended ?? pledge;
  });
}

/**
 * "I bought this": the reservation becomes a purchase (fewer than reserved re-opens the rest). A
 * purchase reported just after the reservation ran out is taken while the quantity is still open.
 */
export async function reportPurchase(
  deps: TPledgeDeps,
  donorId: string,
  pledgeId: string,
  input: TPurchaseInput,
  /** The client's key for this action: claimed first, its answer kept last (a retry writes nothing). */
  once?: TOnceWrite<TPledgeRow>,
): Promise<TPledgeRow> {
  const now = deps.clock.now();
  return recordingLimitHits(deps.db, donorId, now, () =>
    commitListWrite(deps, async (tx, touch) => {
      await once?.claim(tx);
      // No address to send it to before the email is confirmed: nothing to report either.
      if (!(await lockDonor(tx, donorId)).isEmailVerified) {
        throw new DomainError('forbidden', CONFIRM_EMAIL_FIRST);
      }
      const list = await lockListShared(tx, await readPledgeListId(tx, pledgeId));
      // Bought before the list was archived or completed, a purchase is still recorded (the family gets
      // to confirm it); only a reservation that ran out needs a list that still takes gifts.
      const refusal = findReasonListTakesNoGifts(list, donorId);
      if (refusal && refusal.kind !== 'conflict') throw refusal;
      const pledge = await lockDonorPledge(tx, donorId, pledgeId);
      if (pledge.status === 'purchased' || pledge.status === 'received') {
        throw new DomainError('conflict', { key: 'errors.gifts.alreadyReported' });
      }
      if (pledge.status === 'cancelled') {
        throw new DomainError('conflict', {
          key:
            pledge.endedReason === 'donor' || pledge.endedReason === null
              ? 'errors.gifts.youCancelled'
              : 'errors.gifts.endedCannotReport',
        });
      }
      await assertCanReport(tx, donorId, pledge, now, deps.donorLimits);
      const quantity = input.quantity ?? pledge.quantity;
      if (quantity > pledge.quantity) {
        throw new DomainError(
          'invalid',
          { key: 'errors.gifts.reportAtMost', values: { quantity: pledge.quantity } },
          { field: 'quantity' },
        );
      }
      const [item] = await tx.select().from(listItems).where(eq(listItems.id, pledge.itemId)).for('update');
      if (!item) throw new DomainError('not-found', { key: 'errors.gifts.itemGone' });
      if (pledge.status === 'expired') {
        if (refusal) throw new DomainError('conflict', RESERVATION_ENDED);
        const open = item.quantity - item.quantityReserved - item.quantityPurchased;
        if (open < quantity) throw new DomainError('conflict', { key: 'errors.gifts.endedAndTaken' });
      }
      const [bought] = await tx
        .update(pledges)
        .set({
          status: 'purchased',
          quantity,
          retailer: input.retailer,
          orderNumber: input.orderNumber ?? '',
          message: input.message ?? '',
          ...(input.isAnonymous === undefined ? {} : { isAnonymous: input.isAnonymous }),
          purchasedAt: now,
          endedAt: null,
          endedReason: null,
        })
        .where(eq(pledges.id, pledgeId))
        .returning();
      if (!bought) throw new DomainError('not-found', PLEDGE_NOT_FOUND);
      await refreshItemCounts(tx, [pledge.itemId], now);
      // The list row locked above: a donor's write never changes it. Anonymity chosen now covers the
      // family's earlier notices about this gift too: they name the donor only when read.
      await notifyUsers(
        tx,
        [
          {
            userId: list.ownerId,
            type: 'item_purchased',
            donorOfPledgeId: bought.id,
            titleKey: 'notifications.itemPurchased.title',
            messageKey: 'notifications.itemPurchased.message',
            values: {
              what: formatQuantity(quantity, item.name),
              quantity,
              list: list.title,
              retailer: input.retailer,
            },
            link: toFamilyGiftsLink(pledge.listId),
          },
        ],
        now,
      );
      await once?.keep(tx, bought);
      touch(list, 'page');
      return bought;
    }),
  );
}

/** The family is asked to complete their address: what is missing of it, or all of it. */
function toAddressIncompleteNotice(
  list: { id: string; ownerId: string; title: string },
  pledge: { id: string },
  gift: string,
  address: TShippingAddress | null,
): TNotice {
  return {
    userId: list.ownerId,
    type: 'address_incomplete',
    donorOfPledgeId: pledge.id,
    titleKey: 'notifications.addressIncomplete.title',
    messageKey: address
      ? 'notifications.addressIncomplete.messageMissing'
      : 'notifications.addressIncomplete.messageEmpty',
    values: { gift, list: list.title, ...(address ? { missingParts: toMissingPartsValue(address) } : {}) },
    link: pagePaths.editList(list.id),
  };
}

/**
 * The shipping address, only for a donor whose gift on the list is active (reserved or bought and on
 * its way); every reveal is recorded for the family. An incomplete address counts as none: the
 * family is asked (once per gift) to complete it.
 */
export async function revealAddress(
  deps: TPledgeDeps,
  donorId: string,
  pledgeId: string,
): Promise<TRevealedAddress> {
  const now = deps.clock.now();
  return recordingLimitHits(deps.db, donorId, now, () =>
    deps.db.transaction(async (tx) => {
      // The donor (whose reveals are counted), then the list (shared), then the pledge, as every pledge
      // write takes them.
      // Nobody whose email is not confirmed ever sees an address, whatever their gift's state.
      if (!(await lockDonor(tx, donorId)).isEmailVerified) {
        throw new DomainError('forbidden', CONFIRM_EMAIL_FIRST);
      }
      const list = await lockListShared(tx, await readPledgeListId(tx, pledgeId));
      const pledge = await lockDonorPledge(tx, donorId, pledgeId);
      // A reservation past its 72 hours is over even before the expiry job has marked it.
      const isOverdue = pledge.status === 'reserved' && pledge.expiresAt <= now;
      if ((pledge.status !== 'reserved' && pledge.status !== 'purchased') || isOverdue) {
        throw new DomainError('conflict', { key: 'errors.gifts.addressOnlyWhileActive' });
      }
      // A reported gift has had time to be sent: the address does not stay readable until it arrives.
      const addressUntil = pledge.purchasedAt
        ? pledge.purchasedAt.getTime() + ADDRESS_AFTER_REPORT_DAYS * DAY_MS
        : Number.POSITIVE_INFINITY;
      if (pledge.status === 'purchased' && addressUntil <= now.getTime()) {
        throw new DomainError('conflict', {
          key: 'errors.gifts.addressTimePassed',
          values: { days: ADDRESS_AFTER_REPORT_DAYS },
        });
      }
      if (!isVisibleToOthers(list)) throw new DomainError('not-found', LIST_NOT_FOUND);
      await assertCanReveal(tx, donorId, list.id, now, deps.donorLimits);
      const address = readShippingAddress(deps.cipher, list.shippingAddressEncrypted);
      const missingParts = address ? findMissingAddressPartNames(address) : [WHOLE_ADDRESS];
      const missing = missingParts.map(renderValidationMessage);
      if (address && missing.length === 0) {
        await tx.insert(addressReveals).values({ listId: list.id, pledgeId, revealedAt: now });
        return { address, missing: [] };
      }
      if (!pledge.addressRequestedAt) {
        await tx.update(pledges).set({ addressRequestedAt: now }).where(eq(pledges.id, pledgeId));
        const [item] = await tx
          .select({ name: listItems.name })
          .from(listItems)
          .where(and(eq(listItems.id, pledge.itemId)));
        await notifyUsers(
          tx,
          [
            toAddressIncompleteNotice(
              list,
              pledge,
              item ? formatQuantity(pledge.quantity, item.name) : '',
              address,
            ),
          ],
          now,
        );
      }
      return { address: null, missing: missingParts };
    }),
  );
}
