import { eq, sql } from 'drizzle-orm';
import type { listItems, listPhotos } from '#server/db/schema/needs-lists';
import type { TTransaction } from '#server/db/transaction';
import { DomainError } from '#server/domain/domain-error';

/** Puts a list's items or photos in the order of `ids` (each exactly once) in one statement. */
export async function writeOrder(
  tx: TTransaction,
  table: typeof listItems | typeof listPhotos,
  listId: string,
  ids: string[],
  noun: 'item' | 'photo',
): Promise<void> {
  const current = await tx.select({ id: table.id }).from(table).where(eq(table.listId, listId));
  const known = new Set(current.map((row) => row.id));
  if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id))) {
    throw new DomainError('invalid', { key: 'errors.lists.reorder', values: { noun } }, { field: 'ids' });
  }
  const idArray = sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
  await tx.execute(sql`update ${table} set position = o.ord - 1
    from unnest(${idArray}) with ordinality as o(id, ord)
    where ${table.id} = o.id and ${table.listId} = ${listId}`);
}
