// The notifications API's addresses. Import as a namespace.

export const list = '/api/notifications';
export const markAllRead = '/api/notifications/mark-all-read';
export const clearAll = '/api/notifications/clear-all';
export const markRead = (notificationId: string) =>
  `/api/notifications/${encodeURIComponent(notificationId)}/read`;
