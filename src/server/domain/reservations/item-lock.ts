import { and, eq } from 'drizzle-orm';
import { listItems } from '#server/db/schema/needs-lists';
import type { TTransaction } from '#server/db/transaction';
import type { TMessage } from '#server/services/translations';
import { DomainError } from '../domain-error';

export const ITEM_NOT_FOUND: TMessage = { key: 'validation.pledge.itemNotOnList' };

/**
 * An item of a list, locked FOR UPDATE for the rest of the transaction (404 when the list has no such
 * item): the family's edits and the donors' reservations of the item queue here, each seeing what the
 * one before left.
 */
export async function lockListItem(
  tx: TTransaction,
  listId: string,
  itemId: string,
): Promise<typeof listItems.$inferSelect> {
  const [item] = await tx
    .select()
    .from(listItems)
    .where(and(eq(listItems.id, itemId), eq(listItems.listId, listId)))
    .for('update');
  if (!item) throw new DomainError('not-found', ITEM_NOT_FOUND);
  return item;
}
