import { and, desc, eq } from 'drizzle-orm';
import type { TNotification, TNotificationType } from '../../../shared/schemas/notification';
import type { TDatabase } from '../../db/client';
import { notifications } from '../../db/schema/notifications';

export const NOTIFICATION_LIST_LIMIT = 100;

type TNotificationRow = typeof notifications.$inferSelect;

function toNotification(row: TNotificationRow): TNotification {
  return {
    id: row.id,
    type: row.type as TNotificationType,
    title: row.title,
    message: row.message,
    link: row.link,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listNotifications(db: TDatabase, userId: string): Promise<TNotification[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATION_LIST_LIMIT);
  return rows.map(toNotification);
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
  return toNotification(row);
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
  const [row] = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)))
    .returning();
  return row ? toNotification(row) : null;
}
