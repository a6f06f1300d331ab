import { and, asc, eq, sql } from 'drizzle-orm';
import { type TDatabase, toRows } from '#server/db/client';
import { listReports, needsLists } from '#server/db/schema/needs-lists';
import { DomainError } from '#server/domain/domain-error';
import type { TMessage } from '#server/services/translations';
import type { TAccountExport } from '#shared/schemas/account-export';
import {
  isVisibleToOthers,
  LIST_NOT_FOUND,
  readListAccess,
  type TViewer,
  whereVisibleToOthers,
} from './list-access';

/**
 * Counts a share of a list anyone with the link may see, once per visitor (`hash`, a crawler: null)
 * and day; false when there is no such list. The unique key of list_views decides in one statement
 * whether the visitor already shared it today, so two instances never count one visitor twice.
 */
export async function recordListShare(
  db: TDatabase,
  listId: string,
  visitor: { day: string; hash: string } | null,
): Promise<boolean> {
  const result = await db.execute(sql`
    with shared as (
      select id from needs_lists where ${and(eq(needsLists.id, listId), whereVisibleToOthers())}
    ),
    fresh as (
      insert into list_views (day, list_id, kind, visitor_hash)
      select ${visitor?.day ?? null}::date, id, 'share', ${visitor?.hash ?? null} from shared
      where ${visitor !== null}
      on conflict do nothing
      returning list_id
    ),
    counted as (
      update needs_lists set share_count = share_count + 1 where id in (select list_id from fresh)
      returning id
    )
    select exists (select 1 from shared) as is_shared`);
  return toRows<{ is_shared: boolean }>(result)[0]?.is_shared === true;
}

export async function reportList(
  db: TDatabase,
  viewer: NonNullable<TViewer>,
  listId: string,
  report: { reason: (typeof listReports.$inferInsert)['reason']; details: string },
  now: Date,
): Promise<TMessage> {
  const list = await readListAccess(db, listId);
  if (!list || !isVisibleToOthers(list)) throw new DomainError('not-found', LIST_NOT_FOUND);
  if (list.ownerId === viewer.id) throw new DomainError('invalid', { key: 'errors.lists.ownReport' });
  const inserted = await db
    .insert(listReports)
    .values({ listId, reporterId: viewer.id, ...report, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: listReports.id });
  return { key: inserted.length > 0 ? 'answers.lists.reportReceived' : 'answers.lists.alreadyReported' };
}

/**
 * The lists a user reported, oldest first, and whether the moderators have closed each report (their
 * data export): not what the moderators decided, which is about another family's list.
 */
export async function listReportsBy(
  db: TDatabase,
  reporterId: string,
): Promise<TAccountExport['reportsMade']> {
  const rows = await db
    .select({ report: listReports, list: { id: needsLists.id, title: needsLists.title } })
    .from(listReports)
    .innerJoin(needsLists, eq(needsLists.id, listReports.listId))
    .where(eq(listReports.reporterId, reporterId))
    .orderBy(asc(listReports.createdAt), asc(listReports.id));
  return rows.map(({ report, list }) => ({
    list,
    reason: report.reason,
    details: report.details,
    status: report.status,
    reportedAt: report.createdAt.toISOString(),
    resolvedAt: report.resolvedAt?.toISOString() ?? null,
  }));
}
