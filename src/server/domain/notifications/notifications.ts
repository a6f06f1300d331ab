import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { TDatabase } from '#server/db/client';
import { users } from '#server/db/schema/auth';
import { notifications } from '#server/db/schema/notifications';
import { pledges } from '#server/db/schema/pledges';
import type { TNotification, TNotificationType } from '#shared/schemas/notification';
import { formatDonorName, type TDonorIdentity } from '../pledges/donor-name';

export const NOTIFICATION_LIST_LIMIT = 100;

type TNotificationRow = typeof notifications.$inferSelect;

/** A notice's message as its reader gets it: after its gift's donor named as they are now. */
export function renderNoticeMessage(
  notice: { message: string; hasDonorPrefix: boolean },
  identity: TDonorIdentity,
): string {
  return notice.hasDonorPrefix ? `${formatDonorName(identity)} ${notice.message}` : notice.message;
}

function toNotification(row: TNotificationRow, identity: TDonorIdentity): TNotification {
  return {
    id: row.id,
    type: row.type as TNotificationType,
    title: row.title,
    message: renderNoticeMessage(row, identity),
    link: row.link,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Notifications with the identity of the donor each names (read now, never stored in the text). */
async function readRenderedNotifications(
  db: TDatabase,
  where: SQL | undefined,
  order: 'newest' | 'oldest',
  limit?: number,
): Promise<TNotification[]> {
  const query = db
    .select({
      notification: notifications,
      isAnonymous: pledges.isAnonymous,
      donorId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      isFullNameShown: users.isFullNameShown,
    })
    .from(notifications)
    .leftJoin(pledges, and(eq(notifications.hasDonorPrefix, true), eq(pledges.id, notifications.pledgeId)))
    .leftJoin(users, eq(users.id, pledges.donorId))
    .where(where)
    .orderBy(
      ...(order === 'newest'
        ? [desc(notifications.createdAt), desc(notifications.id)]
        : [asc(notifications.createdAt), asc(notifications.id)]),
    );
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map((row) =>
    toNotification(row.notification, {
      isAnonymous: row.isAnonymous,
      donor:
        row.donorId === null
          ? null
          : {
              firstName: row.firstName ?? '',
              lastName: row.lastName ?? '',
              isFullNameShown: row.isFullNameShown ?? false,
            },
    }),
  );
}

export async function listNotifications(db: TDatabase, userId: string): Promise<TNotification[]> {
  return readRenderedNotifications(db, eq(notifications.userId, userId), 'newest', NOTIFICATION_LIST_LIMIT);
}

/** All of a user's notifications, oldest first, as they read them (their data export). */
export async function listAllNotifications(db: TDatabase, userId: string): Promise<TNotification[]> {
  return readRenderedNotifications(db, eq(notifications.userId, userId), 'oldest');
}

export async function createNotification(
  db: TDatabase,
  input: { userId: string; type?: TNotificationType; title: string; message: string; link?: string | null },
  now: Date,
): Promise<TNotification> {
  const [row] = await db
    .insert(notifications)
    .values({
      userId: input.userId,
      type: input.type ?? 'general',
      title: input.title,
      message: input.message,
      link: input.link ?? null,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('notification insert returned nothing');
  return toNotification(row, { isAnonymous: null, donor: null });
}

export async function clearAllNotifications(db: TDatabase, userId: string): Promise<number> {
  const deleted = await db
    .delete(notifications)
    .where(eq(notifications.userId, userId))
    .returning({ id: notifications.id });
  return deleted.length;
}

export async function markAllNotificationsRead(db: TDatabase, userId: string): Promise<number> {
  const updated = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return updated.length;
}

/** Returns null when the notification does not exist or belongs to someone else. */
export async function markNotificationRead(
  db: TDatabase,
  userId: string,
  notificationId: string,
): Promise<TNotification | null> {
  const where = and(eq(notifications.id, notificationId), eq(notifications.userId, userId));
  const [row] = await db
    .update(notifications)
    .set({ isRead: true })
    .where(where)
    .returning({ id: notifications.id });
  if (!row) return null;
  const [read] = await readRenderedNotifications(db, where, 'newest', 1);
  return read ?? null;
}
