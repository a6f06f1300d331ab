import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { TDatabase } from '#server/db/client';
import { users } from '#server/db/schema/auth';
import { notifications } from '#server/db/schema/notifications';
import { pledges } from '#server/db/schema/pledges';
import type { TLocale } from '#shared/i18n/locales';
import type { TNotification, TNotificationType } from '#shared/schemas/notification';
import type { TDonorIdentity } from '../pledges/donor-name';
import { renderNotice, type TNoticeKey, type TNoticeValues, writeNoticeText } from './notice-text';

export const NOTIFICATION_LIST_LIMIT = 100;

type TNotificationRow = typeof notifications.$inferSelect;

function toNotification(row: TNotificationRow, identity: TDonorIdentity, locale: TLocale): TNotification {
  return {
    id: row.id,
    type: row.type as TNotificationType,
    ...renderNotice(row, identity, locale),
    link: row.link,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Notifications with the identity of the donor each names (read now, never stored in the text). */
async function readRenderedNotifications(
  db: TDatabase,
  locale: TLocale,
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
    toNotification(
      row.notification,
      {
        isAnonymous: row.isAnonymous,
        donor:
          row.donorId === null
            ? null
            : {
                firstName: row.firstName ?? '',
                lastName: row.lastName ?? '',
                isFullNameShown: row.isFullNameShown ?? false,
              },
      },
      locale,
    ),
  );
}

/** A user's latest notifications, in the language they are read in. */
export async function listNotifications(
  db: TDatabase,
  userId: string,
  locale: TLocale,
): Promise<TNotification[]> {
  return readRenderedNotifications(
    db,
    locale,
    eq(notifications.userId, userId),
    'newest',
    NOTIFICATION_LIST_LIMIT,
  );
}

/** All of a user's notifications, oldest first, as they read them (their data export). */
export async function listAllNotifications(
  db: TDatabase,
  userId: string,
  locale: TLocale,
): Promise<TNotification[]> {
  return readRenderedNotifications(db, locale, eq(notifications.userId, userId), 'oldest');
}

/**
 * What a notice says: catalog messages and their values (read in the reader's language), or a fixed
 * text (kept as written, in English).
 */
export type TNotificationText =
  | { titleKey: TNoticeKey; messageKey: TNoticeKey; values?: TNoticeValues }
  | { title: string; message: string };

/** One notice to one user (not mailed; notifyUsers makes the ones that may be). Answered in English. */
export async function createNotification(
  db: TDatabase,
  input: { userId: string; type?: TNotificationType; link?: string | null } & TNotificationText,
  now: Date,
): Promise<TNotification> {
  const isKeyed = 'titleKey' in input;
  const english = isKeyed ? writeNoticeText(input, 'en', '') : input;
  const [row] = await db
    .insert(notifications)
    .values({
      userId: input.userId,
      type: input.type ?? 'general',
      title: english.title,
      message: english.message,
      titleKey: isKeyed ? input.titleKey : null,
      messageKey: isKeyed ? input.messageKey : null,
      messageValues: isKeyed ? (input.values ?? {}) : {},
      link: input.link ?? null,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('notification insert returned nothing');
  return toNotification(row, { isAnonymous: null, donor: null }, 'en');
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
  locale: TLocale,
): Promise<TNotification | null> {
  const where = and(eq(notifications.id, notificationId), eq(notifications.userId, userId));
  const [row] = await db
    .update(notifications)
    .set({ isRead: true })
    .where(where)
    .returning({ id: notifications.id });
  if (!row) return null;
  const [read] = await readRenderedNotifications(db, locale, where, 'newest', 1);
  return read ?? null;
}
