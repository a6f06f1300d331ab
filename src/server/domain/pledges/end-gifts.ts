import { type SQL, sql } from 'drizzle-orm';
import { toRows } from '#server/db/client';
import type { TExecutor } from '#server/db/transaction';
import * as PAGE_PATHS from '#shared/page-paths';
import { notifyUsers, type TNotice } from '../notifications/notify';
import { formatQuantity, refreshItemCounts } from '../reservations/item-counts';
import { toDonorGiftsLink, toFamilyGiftsLink } from './pledge-access';

export type TEndedGift = {
  id: string;
  donor_id: string | null;
  list_id: string;
  item_id: string;
  quantity: number;
  /** What the gift was before it ended: reserved, or reported bought. */
  was: 'reserved' | 'purchased';
  retailer: string;
  purchased_at: Date | string | null;
  item_name: string;
  list_title: string;
  owner_id: string;
  list_status: string;
  list_visibility: string;
  list_moderation_state: string;
};

/**
 * Ends the gifts a claim selects (`select id, status from pledges … for update`, in id order), reserved
 * or reported bought but not received, as `cancelled` with the reason, in one UPDATE, and re-opens
 * their quantities. Answers what it ended, with what each side is told about.
 */
export async function endUnconfirmedGifts(
  tx: TExecutor,
  claim: SQL,
  reason: 'never_came' | 'admin' | 'suspended',
  now: Date,
): Promise<TEndedGift[]> {
  const ended = toRows<TEndedGift>(
    await tx.execute(sql`
      with claimed as (${claim})
      update pledges p set status = 'cancelled', ended_at = ${now.toISOString()}::timestamptz,
        ended_reason = ${reason}, hold_network = null, hold_device = null
      from claimed, list_items i, needs_lists l
      where p.id = claimed.id and claimed.status in ('reserved', 'purchased')
        and i.id = p.item_id and l.id = p.list_id
      returning p.id, p.donor_id, p.list_id, p.item_id, p.quantity, claimed.status as was, p.retailer,
        p.purchased_at, i.name as item_name, l.title as list_title, l.owner_id,
        l.status as list_status, l.visibility as list_visibility,
        l.moderation_state as list_moderation_state`),
  );
  await refreshItemCounts(
    tx,
    ended.map((row) => row.item_id),
    now,
  );
  return ended;
}

/** The donor of a gift the family said never came hears it, and why its quantity is open again. */
export async function tellDonorGiftNeverCame(tx: TExecutor, gift: TEndedGift, now: Date): Promise<void> {
  if (!gift.donor_id) return;
  await notifyUsers(
    tx,
    [
      {
        userId: gift.donor_id,
        type: 'gift_ended',
        titleKey: 'notifications.giftNeverCame.title',
        messageKey: 'notifications.giftNeverCame.message',
        values: {
          item: gift.item_name,
          what: formatQuantity(gift.quantity, gift.item_name),
          list: gift.list_title,
          // Formatted in the reader's language ("an earlier day" when unknown).
          purchasedOn: gift.purchased_at ? new Date(gift.purchased_at).toISOString() : '',
          retailer: gift.retailer,
        },
        link: toDonorGiftsLink(gift.list_id),
      },
    ],
    now,
  );
}

/**
 * The family (and, for an admin's cancellation, the donor) hear that gifts ended because of our team:
 * an admin cancelled them, or their donor's account was suspended.
 */
export async function tellOfCancelledGifts(
  tx: TExecutor,
  gifts: TEndedGift[],
  reason: 'admin' | 'suspended',
  now: Date,
): Promise<void> {
  const notices: TNotice[] = [];
  for (const gift of gifts) {
    const values = {
      item: gift.item_name,
      what: formatQuantity(gift.quantity, gift.item_name),
      list: gift.list_title,
      reason,
    };
    notices.push({
      userId: gift.owner_id,
      type: 'gift_cancelled',
      donorOfPledgeId: gift.id,
      titleKey: 'notifications.giftCancelled.title',
      messageKey:
        gift.was === 'purchased'
          ? 'notifications.giftCancelled.purchased'
          : 'notifications.giftCancelled.reserved',
      values,
      link: toFamilyGiftsLink(gift.list_id),
    });
    if (reason === 'admin' && gift.donor_id) {
      notices.push({
        userId: gift.donor_id,
        type: 'gift_ended',
        titleKey: 'notifications.yourGiftCancelled.title',
        messageKey: 'notifications.yourGiftCancelled.message',
        values: { ...values, was: gift.was },
        link: PAGE_PATHS.myGifts,
      });
    }
  }
  await notifyUsers(tx, notices, now);
}
