import { type SQL, sql } from 'drizzle-orm';
import { type TDatabase, toRows } from '#server/db/client';
import type { TModerationQueue, TQueueList } from '#shared/schemas/admin';
import { readLimitedDonors } from './limited-donors';

const QUEUE_SECTION_MAX = 100;
const NEW_ACCOUNT_DAYS = 7;

type TQueueRow = {
  id: string;
  title: string;
  status: string;
  visibility: string;
  moderation_state: 'ok' | 'hidden';
  moderation_reason: string;
  is_flagged: boolean;
  is_verified: boolean;
  verification_note: string;
  verified_at: Date | string | null;
  published_at: Date | string | null;
  owner_id: string;
  owner_name: string;
  owner_email: string;
  owner_created_at: Date | string;
  reports: Array<{
    id: string;
    reason: string;
    details: string;
    reporter_name: string | null;
    reporter_email: string | null;
    created_at: string;
  }> | null;
};

function toIso(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

function toQueueList(row: TQueueRow): TQueueList {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    visibility: row.visibility,
    moderationState: row.moderation_state,
    moderationReason: row.moderation_reason,
    isFlagged: row.is_flagged,
    isVerified: row.is_verified,
    verificationNote: row.verification_note,
    verifiedAt: toIso(row.verified_at),
    publishedAt: toIso(row.published_at),
    owner: {
      id: row.owner_id,
      name: row.owner_name,
      email: row.owner_email,
      createdAt: new Date(row.owner_created_at).toISOString(),
    },
    openReports: (row.reports ?? []).map((report) => ({
      id: report.id,
      reason: report.reason,
      details: report.details,
      reporterName: report.reporter_name ?? 'A deleted account',
      reporterEmail: report.reporter_email,
      createdAt: new Date(report.created_at).toISOString(),
    })),
  };
}

/** One section of the queue: lists matching `where`, with their owner and open reports. */
async function readQueueSection(db: TDatabase, where: SQL, order: SQL): Promise<TQueueList[]> {
  const result = await db.execute(sql`
    select l.id, l.title, l.status, l.visibility, l.moderation_state, l.moderation_reason, l.is_flagged,
      l.is_verified, l.verification_note, l.verified_at, l.published_at,
      u.id as owner_id, u.name as owner_name, u.email as owner_email, u.created_at as owner_created_at,
      (select json_agg(json_build_object('id', r.id, 'reason', r.reason, 'details', r.details,
          'reporter_name', reporter.name, 'reporter_email', reporter.email, 'created_at', r.created_at)
          order by r.created_at)
        from list_reports r left join users reporter on reporter.id = r.reporter_id
        where r.list_id = l.id and r.status = 'open') as reports
    from needs_lists l join users u on u.id = l.owner_id
    where ${where}
    order by ${order}
    limit ${QUEUE_SECTION_MAX}`);
  return toRows<TQueueRow>(result).map(toQueueList);
}

/**
 * What waits for a moderator: reported lists, held lists, lists from new accounts, hidden lists, and
 * donors a pledge limit stopped this week.
 */
export async function readModerationQueue(db: TDatabase, now: Date): Promise<TModerationQueue> {
  const weekAgo = new Date(now.getTime() - NEW_ACCOUNT_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const openReports = sql`(select count(*) from list_reports r where r.list_id = l.id and r.status = 'open')`;
  const [reported, held, fromNewAccounts, hidden, limitedDonors] = await Promise.all([
    readQueueSection(db, sql`${openReports} > 0`, sql`${openReports} desc, l.id`),
    readQueueSection(
      db,
      sql`l.is_flagged and l.status <> 'draft' and l.moderation_state = 'ok'`,
      sql`l.published_at asc nulls last, l.id`,
    ),
    readQueueSection(
      db,
      sql`l.published_at >= ${weekAgo}::timestamptz and u.created_at >= ${weekAgo}::timestamptz
        and l.status <> 'draft' and l.moderation_state = 'ok' and not l.is_flagged and not l.is_demo
        and ${openReports} = 0`,
      sql`l.published_at desc, l.id`,
    ),
    readQueueSection(
      db,
      sql`l.moderation_state = 'hidden' and not l.is_hidden_with_owner`,
      sql`l.updated_at desc, l.id`,
    ),
    readLimitedDonors(db, new Date(weekAgo)),
  ]);
  return { reported, held, fromNewAccounts, hidden, limitedDonors };
}
