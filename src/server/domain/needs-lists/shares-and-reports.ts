import { and, eq, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { listReports, needsLists } from '../../db/schema/needs-lists';
import { HttpError } from '../../plugins/errors';
import {
  isVisibleToOthers,
  LIST_NOT_FOUND_MESSAGE,
  readListAccess,
  type TViewer,
  whereVisibleToOthers,
} from './list-access';

/** Counts a share of a list anyone with the link may see; false when there is no such list. */
export async function recordListShare(db: TDatabase, listId: string): Promise<boolean> {
  const rows = await db
    .update(needsLists)
    .set({ shareCount: sql`${needsLists.shareCount} + 1` })
    .where(and(eq(needsLists.id, listId), whereVisibleToOthers()))
    .returning({ id: needsLists.id });
  return rows.length > 0;
}

export const REPORT_RECEIVED_MESSAGE =
  'Thank you. Our team will look at this list, usually within a day. We do not tell the family who reported it.';

export async function reportList(
  db: TDatabase,
  viewer: NonNullable<TViewer>,
  listId: string,
  report: { reason: (typeof listReports.$inferInsert)['reason']; details: string },
  now: Date,
): Promise<string> {
  const list = await readListAccess(db, listId);
  if (!list || !isVisibleToOthers(list)) throw new HttpError(404, LIST_NOT_FOUND_MESSAGE);
  if (list.ownerId === viewer.id) throw new HttpError(400, 'You cannot report your own list.');
  const inserted = await db
    .insert(listReports)
    .values({ listId, reporterId: viewer.id, ...report, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: listReports.id });
  return inserted.length > 0 ? REPORT_RECEIVED_MESSAGE : 'You already reported this list; our team has it.';
}
