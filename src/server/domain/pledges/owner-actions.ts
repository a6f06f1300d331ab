import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { listItems } from '#server/db/schema/needs-lists';
import { pledges, thankYouNotes } from '#server/db/schema/pledges';
import type { TTransaction } from '#server/db/transaction';
import { DomainError } from '#server/domain/domain-error';
import * as pagePaths from '#shared/page-path-builders';
import { NEVER_CAME_AFTER_DAYS, NOT_ARRIVED_NOTICE_HOURS } from '#shared/pledge-limits';
import type { TThankYouInput } from '#shared/schemas/pledge';
import { commitListWrite, lockOwnedList, type TViewer } from '../needs-lists/list-access';
import { refreshListDerived } from '../needs-lists/list-derived';
import { notifyUsers, type TNotice } from '../notifications/notify';
import { formatQuantity, refreshItemCounts } from '../reservations/item-counts';
import { tryAgainAt } from './donor-limits';
import { endUnconfirmedGifts, tellDonorGiftNeverCame } from './end-gifts';
import {
  GIFT_ENDED,
  PLEDGE_NOT_FOUND,
  readPledgeListId,
  type TPledgeDeps,
  type TPledgeRow,
  toDonorGiftsLink,
  toFamilyGiftsLink,
} from './pledge-access';

type TOwner = NonNullable<TViewer>;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A quantity of an item as a notice names it ('' for an item no longer there). */
const toWhat = (quantity: number, itemName: string) => (itemName ? formatQuantity(quantity, itemName) : '');

/** The family's list (locked), then the pledge on it (locked): 404 or 403 as for any list write. */
async function lockPledgeOnOwnList(tx: TTransaction, owner: TOwner, pledgeId: string) {
  const list = await lockOwnedList(tx, owner, await readPledgeListId(tx, pledgeId));
  const [pledge] = await tx
    .select()
    .from(pledges)
    .where(and(eq(pledges.id, pledgeId), eq(pledges.listId, list.id)))
    .for('update');
  if (!pledge) throw new DomainError('not-found', PLEDGE_NOT_FOUND);
  const [item] = await tx
    .select({ name: listItems.name })
    .from(listItems)
    .where(eq(listItems.id, pledge.itemId));
  // '': an item no longer there (a notice names it "an item" in its reader's language).
  return { list, pledge, itemName: item?.name ?? '' };
}

/** The family confirms a gift arrived (a reserved one too: a donor may forget to report it). */
export async function confirmReceipt(
  deps: TPledgeDeps,
  owner: TOwner,
  pledgeId: string,
): Promise<TPledgeRow> {
  const now = deps.clock.now();
  return commitListWrite(deps, async (tx, touch) => {
    const { list, pledge, itemName } = await lockPledgeOnOwnList(tx, owner, pledgeId);
    if (pledge.status === 'received') return pledge;
    if (pledge.status !== 'reserved' && pledge.status !== 'purchased') {
      throw new DomainError('conflict', { key: 'errors.gifts.nothingToConfirm' });
    }
    const [received] = await tx
      .update(pledges)
      .set({
        status: 'received',
        receivedAt: now,
        notReceivedAt: null,
        purchasedAt: pledge.purchasedAt ?? now,
      })
      .where(eq(pledges.id, pledgeId))
      .returning();
    await refreshItemCounts(tx, [pledge.itemId], now);
    const { isNowFulfilled } = await refreshListDerived(tx, list.id, now);
    // Pieces received show on the list's card and in the counts.
    touch(list, 'figures');
    const notices: TNotice[] = [];
    if (pledge.donorId) {
      notices.push({
        userId: pledge.donorId,
        type: 'item_received',
        titleKey: 'notifications.giftArrived.title',
        messageKey: 'notifications.giftArrived.message',
        values: { item: itemName, what: toWhat(pledge.quantity, itemName), list: list.title },
        link: toDonorGiftsLink(list.id),
      });
    }
    if (isNowFulfilled) {
      notices.push({
        userId: list.ownerId,
        type: 'list_fulfilled',
        titleKey: 'notifications.listFulfilled.title',
        messageKey: 'notifications.listFulfilled.message',
        values: { list: list.title },
        link: toFamilyGiftsLink(list.id),
      });
      // Everyone who gave to it hears the good news once.
      const donors = await tx
        .selectDistinct({ donorId: pledges.donorId })
        .from(pledges)
        .where(and(eq(pledges.listId, list.id), eq(pledges.status, 'received'), isNotNull(pledges.donorId)));
      for (const { donorId } of donors) {
        if (!donorId) continue;
        notices.push({
          userId: donorId,
          type: 'list_fulfilled',
          mailChoice: 'donor',
          titleKey: 'notifications.givenListFulfilled.title',
          messageKey: 'notifications.givenListFulfilled.message',
          values: { list: list.title },
          link: pagePaths.listDetail(list.id),
        });
      }
    }
    await notifyUsers(tx, notices, now);
    return received ?? pledge;
  });
}

/** The family says a reported purchase has not arrived yet; the donor is told (to check the order). */
export async function markNotReceived(
  deps: TPledgeDeps,
  owner: TOwner,
  pledgeId: string,
): Promise<TPledgeRow> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { list, pledge, itemName } = await lockPledgeOnOwnList(tx, owner, pledgeId);
    if (pledge.status !== 'purchased') {
      throw new DomainError('conflict', {
        key:
          pledge.status === 'received'
            ? 'errors.gifts.alreadyConfirmed'
            : 'errors.gifts.notReceivedOnlyBought',
      });
    }
    // Once a day per gift: the donor is told, not pressed (each one is a notice and a line of mail).
    const againAt = pledge.notReceivedAt
      ? pledge.notReceivedAt.getTime() + NOT_ARRIVED_NOTICE_HOURS * HOUR_MS
      : 0;
    if (againAt > now.getTime()) {
      throw new DomainError(
        'too-many',
        {
          key: 'errors.gifts.notReceivedAlreadyTold',
          values: { tryAgain: tryAgainAt(now, new Date(againAt)) },
        },
        { retryAfterSeconds: Math.ceil((againAt - now.getTime()) / 1000) },
      );
    }
    const [marked] = await tx
      .update(pledges)
      .set({ notReceivedAt: now })
      .where(eq(pledges.id, pledgeId))
      .returning();
    if (pledge.donorId) {
      await notifyUsers(
        tx,
        [
          {
            userId: pledge.donorId,
            type: 'receipt_not_yet',
            titleKey: 'notifications.notArrivedYet.title',
            messageKey: 'notifications.notArrivedYet.message',
            values: {
              item: itemName,
              what: toWhat(pledge.quantity, itemName),
              list: list.title,
              retailer: pledge.retailer,
            },
            link: toDonorGiftsLink(list.id),
          },
        ],
        now,
      );
    }
    return marked ?? pledge;
  });
}

/**
 * The family says a reported gift never came, once 7 days have passed since the report: the gift ends
 * (its quantity re-opens for other donors), the donor is told, and the gift keeps the reason, which
 * the family, the donor and the admins see.
 */
export async function markNeverCame(deps: TPledgeDeps, owner: TOwner, pledgeId: string): Promise<TPledgeRow> {
  const now = deps.clock.now();
  return commitListWrite(deps, async (tx, touch) => {
    const { list, pledge } = await lockPledgeOnOwnList(tx, owner, pledgeId);
    if (pledge.status !== 'purchased' || !pledge.purchasedAt) {
      throw new DomainError('conflict', {
        key:
          pledge.status === 'received' ? 'errors.gifts.alreadyConfirmed' : 'errors.gifts.neverCameOnlyBought',
      });
    }
    const allowedAt = pledge.purchasedAt.getTime() + NEVER_CAME_AFTER_DAYS * DAY_MS;
    if (allowedAt > now.getTime()) {
      throw new DomainError('conflict', {
        key: 'errors.gifts.neverCameTooSoon',
        values: { at: new Date(allowedAt), days: NEVER_CAME_AFTER_DAYS },
      });
    }
    const [gift] = await endUnconfirmedGifts(
      tx,
      sql`select id, status from pledges where id = ${pledgeId} for update`,
      'never_came',
      now,
    );
    if (!gift) throw new DomainError('conflict', GIFT_ENDED);
    await tellDonorGiftNeverCame(tx, gift, now);
    // A reported gift ending re-opens its quantity on the page; nothing received changed.
    touch(list, 'page');
    const [ended] = await tx.select().from(pledges).where(eq(pledges.id, pledgeId));
    return ended ?? pledge;
  });
}

/**
 * A thank-you note for one gift, delivered through Kindlist: the donor reads it in their
 * notifications and gifts, and neither side learns the other's email (nor the donor's name, when
 * they gave anonymously).
 */
export async function sendThankYou(
  deps: TPledgeDeps,
  owner: TOwner,
  pledgeId: string,
  input: TThankYouInput,
): Promise<{ message: string; createdAt: Date }> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { list, pledge, itemName } = await lockPledgeOnOwnList(tx, owner, pledgeId);
    if (pledge.status !== 'purchased' && pledge.status !== 'received') {
      throw new DomainError('conflict', { key: 'errors.gifts.thankYouAfterPurchase' });
    }
    if (!pledge.donorId) {
      throw new DomainError('conflict', { key: 'errors.gifts.donorAccountClosed' });
    }
    const [note] = await tx
      .insert(thankYouNotes)
      .values({ pledgeId, message: input.message, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (!note) throw new DomainError('conflict', { key: 'errors.gifts.alreadyThanked' });
    await notifyUsers(
      tx,
      [
        {
          userId: pledge.donorId,
          type: 'thank_you_received',
          titleKey: 'notifications.thankYou.title',
          messageKey: 'notifications.thankYou.message',
          values: { item: itemName, list: list.title, note: input.message },
          link: toDonorGiftsLink(list.id),
        },
      ],
      now,
    );
    return { message: note.message, createdAt: note.createdAt };
  });
}
