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

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

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

const formatDay = (at: Date | string | null) => (at ? DATE_FORMAT.format(new Date(at)) : 'an earlier day');

/** The donor of a gift the family said never came hears it, and why its quantity is open again. */
export async function tellDonorGiftNeverCame(tx: TExecutor, gift: TEndedGift, now: Date): Promise<void> {
  if (!gift.donor_id) return;
  await notifyUsers(
    tx,
    [
      {
        userId: gift.donor_id,
        type: 'gift_ended',
        title: `The family says it never came: ${gift.item_name}`,
        message: `The family of "${gift.list_title}" says ${formatQuantity(gift.quantity, gift.item_name)} you reported buying on ${formatDay(gift.purchased_at)} never came, so it is open to other donors again. If you have the order's tracking, please check with ${gift.retailer || 'the store'}: you may be able to get a refund.`,
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
  const why = reason === 'admin' ? 'our team cancelled it' : "the donor's account was suspended";
  const notices: TNotice[] = [];
  for (const gift of gifts) {
    const what = formatQuantity(gift.quantity, gift.item_name);
    notices.push({
      userId: gift.owner_id,
      type: 'gift_cancelled',
      donorOfPledgeId: gift.id,
      title: `A gift was cancelled: ${gift.item_name}`,
      message:
        gift.was === 'purchased'
          ? `reported buying ${what} for "${gift.list_title}", but ${why}, so it is open to other donors again. If it arrives anyway, it is yours to keep.`
          : `had reserved ${what} for "${gift.list_title}", but ${why}, so it is open to other donors again.`,
      link: toFamilyGiftsLink(gift.list_id),
    });
    if (reason === 'admin' && gift.donor_id) {
      notices.push({
        userId: gift.donor_id,
        type: 'gift_ended',
        title: `Your gift was cancelled: ${gift.item_name}`,
        message: `Our team cancelled your ${gift.was === 'purchased' ? 'reported purchase' : 'reservation'} of ${what} for "${gift.list_title}", so it is open to other donors again. If you think this is a mistake, please write to us from the Contact page.`,
        link: PAGE_PATHS.myGifts,
      });
    }
  }
  await notifyUsers(tx, notices, now);
}
