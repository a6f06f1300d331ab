import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { TDatabase } from '#server/db/client';
import { users } from '#server/db/schema/auth';
import { listItems, needsLists } from '#server/db/schema/needs-lists';
import { addressReveals, pledges, thankYouNotes } from '#server/db/schema/pledges';
import type { TExecutor } from '#server/db/transaction';
import type { TListPledges, TMyAddressReveal, TMyPledge, TMyPledges } from '#shared/schemas/pledge';
import { formatPublicName } from '../accounts/profile';
import { assertCanEditList, type TViewer } from '../needs-lists/list-access';
import { readDonorNames, type TPledgeRow } from './pledge-access';

/** How many of a donor's gifts My gifts shows (newest first; active reservations always among them). */
const MY_PLEDGES_LIMIT = 200;
/** How many address reveals the family's list shows (newest first). */
const REVEALS_LIMIT = 200;

const iso = (at: Date | null) => (at ? at.toISOString() : null);

function toPledgeFields(row: TPledgeRow, thankYou: { message: string; createdAt: Date } | undefined) {
  return {
    id: row.id,
    status: row.status,
    quantity: row.quantity,
    isAnonymous: row.isAnonymous,
    reservedAt: row.reservedAt.toISOString(),
    expiresAt: row.status === 'reserved' ? row.expiresAt.toISOString() : null,
    isShortHold: row.status === 'reserved' && row.holdNetwork !== null,
    purchasedAt: iso(row.purchasedAt),
    receivedAt: iso(row.receivedAt),
    endedAt: iso(row.endedAt),
    endedReason: row.endedReason,
    retailer: row.retailer,
    orderNumber: row.orderNumber,
    message: row.message,
    notReceivedAt: iso(row.notReceivedAt),
    thankYou: thankYou ? { message: thankYou.message, createdAt: thankYou.createdAt.toISOString() } : null,
  };
}

async function readThankYous(db: TExecutor, pledgeIds: string[]) {
  if (pledgeIds.length === 0) return new Map<string, { message: string; createdAt: Date }>();
  const notes = await db.select().from(thankYouNotes).where(inArray(thankYouNotes.pledgeId, pledgeIds));
  return new Map(notes.map((note) => [note.pledgeId, note]));
}

/** The signed-in donor's gifts, with the lists and items they are for and the family's thanks. */
export async function listMyPledges(
  db: TDatabase,
  donorId: string,
  maxActiveReservations: number,
): Promise<TMyPledges> {
  const mine = await readMyPledges(db, donorId);
  return {
    pledges: mine,
    activeReservations: mine.filter((pledge) => pledge.status === 'reserved').length,
    maxActiveReservations,
  };
}

/** Every gift of the donor, newest first, as My gifts shows each (their data export). */
export async function listAllMyPledges(db: TDatabase, donorId: string): Promise<TMyPledge[]> {
  return readMyPledges(db, donorId, { limit: null });
}

/** One of the donor's gifts as My gifts shows it (after a write). */
export async function getMyPledge(db: TExecutor, donorId: string, pledgeId: string): Promise<TMyPledge> {
  const [pledge] = await readMyPledges(db, donorId, { pledgeId });
  if (!pledge) throw new Error('pledge just written is missing');
  return pledge;
}

async function readMyPledges(
  db: TExecutor,
  donorId: string,
  { pledgeId, limit = MY_PLEDGES_LIMIT }: { pledgeId?: string; limit?: number | null } = {},
): Promise<TMyPledge[]> {
  const query = db
    .select({
      pledge: pledges,
      item: {
        id: listItems.id,
        name: listItems.name,
        productUrl: listItems.productUrl,
        retailer: listItems.retailer,
      },
      list: { id: needsLists.id, title: needsLists.title, status: needsLists.status },
      owner: { firstName: users.firstName, lastName: users.lastName, isFullNameShown: users.isFullNameShown },
    })
    .from(pledges)
    .innerJoin(listItems, eq(listItems.id, pledges.itemId))
    .innerJoin(needsLists, eq(needsLists.id, pledges.listId))
    .innerJoin(users, eq(users.id, needsLists.ownerId))
    .where(and(eq(pledges.donorId, donorId), pledgeId ? eq(pledges.id, pledgeId) : undefined))
    .orderBy(desc(pledges.reservedAt), desc(pledges.id));
  const rows = limit === null ? await query : await query.limit(limit);
  const thankYous = await readThankYous(
    db,
    rows.map((row) => row.pledge.id),
  );
  return rows.map((row) => ({
    ...toPledgeFields(row.pledge, thankYous.get(row.pledge.id)),
    timeZone: row.pledge.timeZone,
    list: { ...row.list, ownerName: formatPublicName(row.owner) },
    item: row.item,
  }));
}

/**
 * The gifts on the family's own list and who saw its address: each donor named as they chose (an
 * anonymous donor never by name, and no answer here carries an email).
 */
export async function listPledgesForOwner(
  db: TDatabase,
  owner: NonNullable<TViewer>,
  listId: string,
  /** Every reveal (their data export), not only the newest. */
  { isEveryReveal = false }: { isEveryReveal?: boolean } = {},
): Promise<TListPledges> {
  await assertCanEditList(db, owner, listId);
  const rows = await db
    .select({ pledge: pledges, itemName: listItems.name })
    .from(pledges)
    .innerJoin(listItems, eq(listItems.id, pledges.itemId))
    .where(
      and(
        eq(pledges.listId, listId),
        or(
          inArray(pledges.status, ['reserved', 'purchased', 'received']),
          // Gifts ended by the family, an admin or a suspension stay in the family's view with why.
          inArray(pledges.endedReason, ['never_came', 'admin', 'suspended']),
        ),
      ),
    )
    .orderBy(desc(pledges.reservedAt));
  const names = await readDonorNames(
    db,
    rows.map((row) => row.pledge),
  );
  const thankYous = await readThankYous(
    db,
    rows.map((row) => row.pledge.id),
  );
  const revealQuery = db
    .select({ revealedAt: addressReveals.revealedAt, pledge: pledges })
    .from(addressReveals)
    .innerJoin(pledges, eq(pledges.id, addressReveals.pledgeId))
    .where(eq(addressReveals.listId, listId))
    .orderBy(desc(addressReveals.revealedAt));
  const reveals = isEveryReveal ? await revealQuery : await revealQuery.limit(REVEALS_LIMIT);
  const revealNames = await readDonorNames(
    db,
    reveals.map((row) => row.pledge),
  );
  return {
    pledges: rows.map((row) => ({
      ...toPledgeFields(row.pledge, thankYous.get(row.pledge.id)),
      donorName: names.get(row.pledge.id) ?? '',
      item: { id: row.pledge.itemId, name: row.itemName },
    })),
    addressReveals: reveals.map((row) => ({
      donorName: revealNames.get(row.pledge.id) ?? '',
      revealedAt: row.revealedAt.toISOString(),
    })),
  };
}

/**
 * When the donor was shown a family's shipping address, for which list and gift: never the address
 * itself (their data export: the address is the family's).
 */
export async function listMyAddressReveals(db: TDatabase, donorId: string): Promise<TMyAddressReveal[]> {
  const rows = await db
    .select({
      revealedAt: addressReveals.revealedAt,
      pledgeId: addressReveals.pledgeId,
      list: { id: needsLists.id, title: needsLists.title },
      itemName: listItems.name,
    })
    .from(addressReveals)
    .innerJoin(pledges, eq(pledges.id, addressReveals.pledgeId))
    .innerJoin(needsLists, eq(needsLists.id, addressReveals.listId))
    .innerJoin(listItems, eq(listItems.id, pledges.itemId))
    .where(eq(pledges.donorId, donorId))
    .orderBy(asc(addressReveals.revealedAt), asc(addressReveals.id));
  return rows.map((row) => ({
    list: row.list,
    item: row.itemName,
    giftId: row.pledgeId,
    revealedAt: row.revealedAt.toISOString(),
  }));
}
