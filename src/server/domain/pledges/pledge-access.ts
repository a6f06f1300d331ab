import { and, eq, inArray } from 'drizzle-orm';
import { users } from '#server/db/schema/auth';
import { pledges } from '#server/db/schema/pledges';
import type { TExecutor, TTransaction } from '#server/db/transaction';
import { DomainError } from '#server/domain/domain-error';
import type { TMessage } from '#server/services/translations';
import * as pagePaths from '#shared/page-path-builders';
import { RESERVATION_HOURS } from '#shared/pledge-limits';
import type { TListDeps } from '../needs-lists/list-access';
import type { TNotice } from '../notifications/notify';
import { formatQuantity } from '../reservations/item-counts';
import type { TDonorLimits } from './donor-limits';
import { formatDonorName } from './donor-name';

/**
 * What the pledge writes need: the same as the list writes (database, cipher, public cache, clock),
 * and the donors' limits in force.
 */
export type TPledgeDeps = TListDeps & { donorLimits: TDonorLimits };
export type TPledgeRow = typeof pledges.$inferSelect;

export const PLEDGE_NOT_FOUND: TMessage = { key: 'errors.gifts.notFound' };
export const GIFT_ENDED: TMessage = { key: 'errors.gifts.ended' };

/** Where a notification about a list's gifts takes the family, and where it takes the donor. */
export const toFamilyGiftsLink = (listId: string) => pagePaths.listDetail(listId, 'gifts');
export const toDonorGiftsLink = (listId: string) => pagePaths.listDetail(listId, 'your-gifts');

/** A donor's own pledge, locked for the rest of the transaction (404 for anyone else's). */
export async function lockDonorPledge(
  tx: TTransaction,
  donorId: string,
  pledgeId: string,
): Promise<TPledgeRow> {
  const [pledge] = await tx
    .select()
    .from(pledges)
    .where(and(eq(pledges.id, pledgeId), eq(pledges.donorId, donorId)))
    .for('update');
  if (!pledge) throw new DomainError('not-found', PLEDGE_NOT_FOUND);
  return pledge;
}

/** The list a pledge belongs to (to lock the list before the pledge: the one order every write keeps). */
export async function readPledgeListId(tx: TExecutor, pledgeId: string): Promise<string> {
  const [row] = await tx
    .select({ listId: pledges.listId })
    .from(pledges)
    .where(eq(pledges.id, pledgeId))
    .limit(1);
  if (!row) throw new DomainError('not-found', PLEDGE_NOT_FOUND);
  return row.listId;
}

/** The name a family reads for each pledge's donor: their public name, unless they chose to stay anonymous. */
export async function readDonorNames(
  tx: TExecutor,
  rows: Array<Pick<TPledgeRow, 'id' | 'donorId' | 'isAnonymous'>>,
): Promise<Map<string, string>> {
  const donorIds = [
    ...new Set(rows.flatMap((row) => (row.donorId && !row.isAnonymous ? [row.donorId] : []))),
  ];
  const donors =
    donorIds.length === 0
      ? []
      : await tx
          .select({
            id: users.id,
            firstName: users.firstName,
            lastName: users.lastName,
            isFullNameShown: users.isFullNameShown,
          })
          .from(users)
          .where(inArray(users.id, donorIds));
  const names = new Map<string, string>();
  for (const row of rows) {
    const donor = row.isAnonymous ? undefined : donors.find((candidate) => candidate.id === row.donorId);
    names.set(row.id, formatDonorName({ isAnonymous: row.isAnonymous, donor: donor ?? null }));
  }
  return names;
}

/** The family's notice of a reservation on their list. */
export function toReservedNotice(
  list: { id: string; ownerId: string; title: string },
  pledge: { id: string; quantity: number },
  itemName: string,
): TNotice {
  return {
    userId: list.ownerId,
    type: 'item_reserved',
    donorOfPledgeId: pledge.id,
    titleKey: 'notifications.itemReserved.title',
    messageKey: 'notifications.itemReserved.message',
    values: {
      what: formatQuantity(pledge.quantity, itemName),
      quantity: pledge.quantity,
      list: list.title,
      hours: RESERVATION_HOURS,
    },
    link: toFamilyGiftsLink(list.id),
  };
}
