import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/notifications.json';
import { NOTIFICATION_BADGE_CAP } from '#shared/constants';

const t = createTranslator(catalog);

// The badge shows the count, and '9+' above 9. No badge at all when nothing is unread.
export function formatUnreadBadge(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > NOTIFICATION_BADGE_CAP ? `${NOTIFICATION_BADGE_CAP}+` : String(Math.floor(count));
}

export function countUnread(notifications: readonly { isRead: boolean }[] | undefined): number {
  return notifications?.filter((notification) => !notification.isRead).length ?? 0;
}

// The name repeats the badge's own text (so '9+' above 9): what is seen must be what is announced.
export function getBellLabel(unreadCount: number): string {
  return t('notifications.bellLabel', { count: unreadCount, badge: formatUnreadBadge(unreadCount) ?? '0' });
}
