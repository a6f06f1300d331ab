import { and, desc, eq, gt, isNotNull } from 'drizzle-orm';
import type { TDatabase } from '#server/db/client';
import { listItems, needsLists } from '#server/db/schema/needs-lists';
import { pledges } from '#server/db/schema/pledges';
import type { TSignUpReason } from '#shared/schemas/user';

/**
 * What confirming the address does for this person, as the confirmation mail says it: a donor's hold
 * becomes a reservation (the item named when one is held), a family can publish, or, unknown, both.
 */
export type TConfirmationPurpose =
  | { kind: 'give'; item: string | null }
  | { kind: 'publish' }
  | { kind: 'both' };

/**
 * What the account holds decides first (a running short hold, a list of its own); else the reason the
 * sign-up page gave, which only ever chooses words.
 */
export async function readConfirmationPurpose(
  db: TDatabase,
  userId: string,
  claimedReason: TSignUpReason | null,
  now: Date,
): Promise<TConfirmationPurpose> {
  const [hold] = await db
    .select({ item: listItems.name })
    .from(pledges)
    .innerJoin(listItems, eq(listItems.id, pledges.itemId))
    .where(
      and(
        eq(pledges.donorId, userId),
        eq(pledges.status, 'reserved'),
        isNotNull(pledges.holdNetwork),
        gt(pledges.expiresAt, now),
      ),
    )
    .orderBy(desc(pledges.reservedAt))
    .limit(1);
  if (hold) return { kind: 'give', item: hold.item };
  const [list] = await db
    .select({ id: needsLists.id })
    .from(needsLists)
    .where(eq(needsLists.ownerId, userId))
    .limit(1);
  if (list) return { kind: 'publish' };
  if (claimedReason === 'give') return { kind: 'give', item: null };
  if (claimedReason === 'publish') return { kind: 'publish' };
  return { kind: 'both' };
}
