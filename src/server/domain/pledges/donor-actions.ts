import { and, eq } from 'drizzle-orm';
import { findMissingAddressParts } from '../../../shared/publish-rules';
import type { TPledgeAddress, TPurchaseInput } from '../../../shared/schemas/pledge';
import { listItems } from '../../db/schema/needs-lists';
import { addressReveals, pledges } from '../../db/schema/pledges';
import { HttpError } from '../../plugins/errors';
import { commitListWrite, isVisibleToOthers, LIST_NOT_FOUND_MESSAGE } from '../needs-lists/list-access';
import { readShippingAddress } from '../needs-lists/list-views';
import { hideDonorNameInNotices, notifyUsers } from '../notifications/notify';
import {
  formatQuantity,
  lockDonorPledge,
  readDonorNames,
  readPledgeListId,
  refreshItemCounts,
  type TPledgeDeps,
  type TPledgeRow,
  toFamilyGiftsLink,
} from './pledge-access';
import { ALL_TAKEN_MESSAGE, findReasonListTakesNoGifts, lockListShared } from './reserve';

const ENDED_MESSAGE = 'This reservation has already ended.';

/** The donor lets go of a reservation: its quantity is open again at once. */
export async function cancelPledge(
  deps: TPledgeDeps,
  donorId: string,
  pledgeId: string,
): Promise<TPledgeRow> {
  const now = deps.clock.now();
  return commitListWrite(deps, async (tx, touch) => {
    // The list first (shared), then the pledge, then the item: the order every giving write keeps.
    const list = await lockListShared(tx, await readPledgeListId(tx, pledgeId));
    const pledge = await lockDonorPledge(tx, donorId, pledgeId);
    if (pledge.status === 'purchased' || pledge.status === 'received') {
      throw new HttpError(409, 'You already reported buying this, so it cannot be cancelled.');
    }
    if (pledge.status !== 'reserved') throw new HttpError(409, ENDED_MESSAGE);
    const [ended] = await tx
      .update(pledges)
      .set({ status: 'cancelled', endedAt: now })
      .where(eq(pledges.id, pledgeId))
      .returning();
    await refreshItemCounts(tx, [pledge.itemId], now);
    touch(list);
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
): Promise<TPledgeRow> {
  const now = deps.clock.now();
  return commitListWrite(deps, async (tx, touch) => {
    const list = await lockListShared(tx, await readPledgeListId(tx, pledgeId));
    // Bought before the list was archived or completed, a purchase is still recorded (the family gets
    // to confirm it); only a reservation that ran out needs a list that still takes gifts.
    const refusal = findReasonListTakesNoGifts(list, donorId);
    if (refusal && refusal.statusCode !== 409) throw refusal;
    const pledge = await lockDonorPledge(tx, donorId, pledgeId);
    if (pledge.status === 'purchased' || pledge.status === 'received') {
      throw new HttpError(409, 'You already reported buying this. Thank you!');
    }
    if (pledge.status === 'cancelled') throw new HttpError(409, 'You cancelled this reservation.');
    const quantity = input.quantity ?? pledge.quantity;
    if (quantity > pledge.quantity) {
      throw new HttpError(
        400,
        `quantity: You reserved ${pledge.quantity}; report at most ${pledge.quantity} (reserve more first).`,
      );
    }
    const [item] = await tx.select().from(listItems).where(eq(listItems.id, pledge.itemId)).for('update');
    if (!item) throw new HttpError(404, 'This item is no longer on the list.');
    if (pledge.status === 'expired') {
      if (refusal) throw new HttpError(409, ENDED_MESSAGE);
      const open = item.quantity - item.quantityReserved - item.quantityPurchased;
      if (open < quantity) throw new HttpError(409, `${ENDED_MESSAGE} ${ALL_TAKEN_MESSAGE}`);
    }
    if (input.isAnonymous === true && !pledge.isAnonymous) {
      // Anonymity covers the whole gift: the family's earlier notices about it lose the donor's name.
      const name = (await readDonorNames(tx, [pledge])).get(pledge.id);
      if (name) await hideDonorNameInNotices(tx, [pledge.id], name);
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
      })
      .where(eq(pledges.id, pledgeId))
      .returning();
    if (!bought) throw new HttpError(404, 'This gift does not exist or is not yours');
    await refreshItemCounts(tx, [pledge.itemId], now);
    // The list row locked above: a donor's write never changes it.
    const donorName = (await readDonorNames(tx, [bought])).get(bought.id);
    await notifyUsers(
      tx,
      [
        {
          userId: list.ownerId,
          type: 'item_purchased',
          pledgeId: bought.id,
          title: `${formatQuantity(quantity, item.name)} bought for you`,
          message: `${donorName} bought ${formatQuantity(quantity, item.name)} for "${list.title}" at ${input.retailer}. Confirm it when it arrives.`,
          link: toFamilyGiftsLink(pledge.listId),
        },
      ],
      now,
    );
    touch(list);
    return bought;
  });
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
): Promise<TPledgeAddress> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    // The list (shared) before the pledge, as every giving write takes them.
    const list = await lockListShared(tx, await readPledgeListId(tx, pledgeId));
    const pledge = await lockDonorPledge(tx, donorId, pledgeId);
    // A reservation past its 72 hours is over even before the expiry job has marked it.
    const isOverdue = pledge.status === 'reserved' && pledge.expiresAt <= now;
    if ((pledge.status !== 'reserved' && pledge.status !== 'purchased') || isOverdue) {
      throw new HttpError(
        409,
        'The address is shown only while your gift is reserved or on its way. Reserve an item to see it.',
      );
    }
    if (!isVisibleToOthers(list)) throw new HttpError(404, LIST_NOT_FOUND_MESSAGE);
    const address = readShippingAddress(deps.cipher, list.shippingAddressEncrypted);
    const missing = address ? findMissingAddressParts(address) : ['the whole shipping address'];
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
      const donorName = (await readDonorNames(tx, [pledge])).get(pledge.id);
      await notifyUsers(
        tx,
        [
          {
            userId: list.ownerId,
            type: 'address_incomplete',
            pledgeId: pledge.id,
            title: 'Add your shipping address',
            message: `${donorName} is ready to send ${item ? formatQuantity(pledge.quantity, item.name) : 'a gift'} for "${list.title}", but your shipping address is ${address ? `missing: ${missing.join(', ')}` : 'not filled in'}. Add it in the list's editor.`,
            link: `/edit-wishlist/${list.id}`,
          },
        ],
        now,
      );
    }
    return { address: null, missing };
  });
}
