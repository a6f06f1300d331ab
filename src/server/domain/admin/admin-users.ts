import { eq, or, type SQL, sql } from 'drizzle-orm';
import { type TDatabase, toRows } from '#server/db/client';
import { users } from '#server/db/schema/auth';
import type { TExecutor, TTransaction } from '#server/db/transaction';
import { DomainError } from '#server/domain/domain-error';
import type { TMessage } from '#server/services/translations';
import type { TPledgeEndReason } from '#shared/pledge-limits';
import {
  ADMIN_USER_DETAIL_MAX,
  ADMIN_USERS_PAGE_SIZE,
  type TAdminUserDetail,
  type TAdminUserPage,
  type TAdminUserSummary,
} from '#shared/schemas/admin-users';
import type { TUserType } from '#shared/schemas/user';
import { escapeLike } from '../needs-lists/browse-places';
import { recordAdminAction, type TAdminActor } from './audit-log';

export const ADMINS_ONLY: TMessage = { key: 'errors.admin.adminsOnly' };
const USER_NOT_FOUND: TMessage = { key: 'errors.admin.userNotFound' };
const OWN_ROLE: TMessage = { key: 'errors.admin.ownRole' };
const LAST_ADMIN: TMessage = { key: 'errors.admin.lastAdmin' };

type TSummaryRow = {
  id: string;
  name: string;
  first_name: string;
  last_name: string;
  email: string;
  user_type: TUserType;
  created_at: Date | string;
  suspended_at: Date | string | null;
  suspended_reason: string;
  lists_count: number;
  pledges_count: number;
};

function toIso(value: Date | string): string {
  return new Date(value).toISOString();
}

function toSummary(row: TSummaryRow): TAdminUserSummary {
  return {
    id: row.id,
    name: `${row.first_name} ${row.last_name}`.trim() || row.name,
    email: row.email,
    userType: row.user_type,
    createdAt: toIso(row.created_at),
    suspendedAt: row.suspended_at === null ? null : toIso(row.suspended_at),
    suspendedReason: row.suspended_reason,
    listsCount: Number(row.lists_count),
    pledgesCount: Number(row.pledges_count),
  };
}

async function selectSummaries(
  db: TExecutor,
  where: SQL,
  page: { limit: number; offset: number },
): Promise<TAdminUserSummary[]> {
  const rows = toRows<TSummaryRow>(
    await db.execute(sql`
      select u.id, u.name, u.first_name, u.last_name, u.email, u.user_type, u.created_at, u.suspended_at,
        u.suspended_reason,
        (select count(*)::int from needs_lists l where l.owner_id = u.id) as lists_count,
        (select count(*)::int from pledges p where p.donor_id = u.id) as pledges_count
      from users u
      where ${where}
      order by u.created_at desc, u.id desc
      limit ${page.limit} offset ${page.offset}`),
  );
  return rows.map(toSummary);
}

/** Users whose name or email contains `q` (any case), newest first, a page at a time with their counts. */
export async function searchUsers(db: TDatabase, q: string, page: number): Promise<TAdminUserPage> {
  const pattern = `%${escapeLike(q)}%`;
  const where = q
    ? sql`(u.email ilike ${pattern} or u.name ilike ${pattern}
        or (u.first_name || ' ' || u.last_name) ilike ${pattern})`
    : sql`true`;
  const [counted] = toRows<{ total: number }>(
    await db.execute(sql`select count(*)::int as total from users u where ${where}`),
  );
  const total = Number(counted?.total ?? 0);
  const found = await selectSummaries(db, where, {
    limit: ADMIN_USERS_PAGE_SIZE,
    offset: (page - 1) * ADMIN_USERS_PAGE_SIZE,
  });
  return { users: found, page, pageCount: Math.ceil(total / ADMIN_USERS_PAGE_SIZE), total };
}

/** One user with their newest lists and gifts (404 when there is no such user). */
export async function readUserDetail(db: TExecutor, id: string): Promise<TAdminUserDetail> {
  const [summary] = await selectSummaries(db, sql`u.id = ${id}`, { limit: 1, offset: 0 });
  if (!summary) throw new DomainError('not-found', USER_NOT_FOUND);
  const lists = toRows<{ id: string; title: string; status: string; moderation_state: 'ok' | 'hidden' }>(
    await db.execute(sql`
      select id, title, status, moderation_state from needs_lists
      where owner_id = ${id}
      order by created_at desc, id
      limit ${ADMIN_USER_DETAIL_MAX}`),
  );
  const pledges = toRows<{
    id: string;
    list_id: string;
    list_title: string;
    item_name: string;
    quantity: number;
    status: string;
    ended_reason: TPledgeEndReason | null;
    reserved_at: Date | string;
  }>(
    await db.execute(sql`
      select p.id, p.list_id, l.title as list_title, i.name as item_name, p.quantity, p.status,
        p.ended_reason, p.reserved_at
      from pledges p join list_items i on i.id = p.item_id join needs_lists l on l.id = p.list_id
      where p.donor_id = ${id}
      order by p.reserved_at desc, p.id
      limit ${ADMIN_USER_DETAIL_MAX}`),
  );
  return {
    ...summary,
    lists: lists.map((list) => ({
      id: list.id,
      title: list.title,
      status: list.status,
      moderationState: list.moderation_state,
    })),
    pledges: pledges.map((pledge) => ({
      id: pledge.id,
      listId: pledge.list_id,
      listTitle: pledge.list_title,
      itemName: pledge.item_name,
      quantity: Number(pledge.quantity),
      status: pledge.status,
      endedReason: pledge.ended_reason,
      reservedAt: toIso(pledge.reserved_at),
    })),
  };
}

export type TLockedUser = {
  id: string;
  email: string;
  name: string;
  userType: TUserType;
  suspendedAt: Date | null;
};

/**
 * Locks every admin row and the target's, in id order (one statement, so two admin actions cannot
 * deadlock), until the action commits. Whether an admin would remain is then decided on rows no
 * other admin action can change meanwhile: two admins demoting or suspending each other at once run
 * one after the other, and the second sees the first's result.
 */
export async function lockAdminsAndUser(tx: TTransaction, targetId: string): Promise<TLockedUser[]> {
  return (
    tx
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        userType: users.userType,
        suspendedAt: users.suspendedAt,
      })
      .from(users)
      .where(or(eq(users.userType, 'admin'), eq(users.id, targetId)))
      .orderBy(users.id)
      // NO KEY UPDATE: a notice inserted for one of these users (a family's receipt of their gift, a
      // gift that never came) takes a key-share lock on their row while holding that gift; FOR UPDATE
      // would wait on it while this action waits on the gift, and deadlock.
      .for('no key update')
  );
}

export function findLockedUser(locked: TLockedUser[], targetId: string): TLockedUser {
  const target = locked.find((row) => row.id === targetId);
  if (!target) throw new DomainError('not-found', USER_NOT_FOUND);
  return target;
}

/** Whether an admin who is not suspended remains besides `targetId`. */
export function hasOtherActiveAdmin(locked: TLockedUser[], targetId: string): boolean {
  return locked.some((row) => row.id !== targetId && row.userType === 'admin' && row.suspendedAt === null);
}

/** The guard read the actor's role when the request began; another admin may have changed it since. */
export function assertActiveAdmin(locked: TLockedUser[], actorId: string): void {
  const actor = locked.find((row) => row.id === actorId);
  if (actor?.userType !== 'admin' || actor.suspendedAt !== null) {
    throw new DomainError('forbidden', ADMINS_ONLY);
  }
}

/**
 * Promotes or demotes a user. Never the actor themselves, never the last active admin. Setting the
 * role a user already has changes nothing and records nothing.
 */
export async function setUserRole(
  db: TDatabase,
  actor: TAdminActor,
  targetId: string,
  userType: TUserType,
  now: Date,
): Promise<void> {
  if (targetId === actor.id) throw new DomainError('invalid', OWN_ROLE);
  await db.transaction(async (tx) => {
    const locked = await lockAdminsAndUser(tx, targetId);
    const target = findLockedUser(locked, targetId);
    if (target.userType === userType) return;
    if (userType === 'user' && !hasOtherActiveAdmin(locked, targetId)) {
      throw new DomainError('conflict', LAST_ADMIN);
    }
    assertActiveAdmin(locked, actor.id);
    await tx.update(users).set({ userType, updatedAt: now }).where(eq(users.id, targetId));
    await recordAdminAction(
      tx,
      actor,
      {
        action: userType === 'admin' ? 'user.promoted' : 'user.demoted',
        targetType: 'user',
        targetId,
        // Entries are never erased: they name the account, not its email address.
        targetLabel: target.name,
        details: { from: target.userType, to: userType },
      },
      now,
    );
  });
}
