// Browser window events that parts of the app use to talk to each other.
export const USER_DATA_UPDATED_EVENT = 'userDataUpdated';
export const USER_LOGGED_OUT_EVENT = 'userLoggedOut';
export const SHOW_NOTIFICATION_TOAST_EVENT = 'showNotificationToast';

export type TNotificationToastDetail = { title: string; description?: string; duration?: number };

export function dispatchUserDataUpdated(): void {
  window.dispatchEvent(new Event(USER_DATA_UPDATED_EVENT));
}

export function dispatchUserLoggedOut(): void {
  window.dispatchEvent(new Event(USER_LOGGED_OUT_EVENT));
}

export function dispatchNotificationToast(detail: TNotificationToastDetail): void {
  window.dispatchEvent(new CustomEvent(SHOW_NOTIFICATION_TOAST_EVENT, { detail }));
}

// The event may come from any script, so its detail is checked rather than trusted.
export function parseNotificationToastDetail(detail: unknown): TNotificationToastDetail | null {
  if (!detail || typeof detail !== 'object') return null;
  const record = detail as Record<string, unknown>;
  if (typeof record.title !== 'string' || record.title.trim() === '') return null;
  const parsed: TNotificationToastDetail = { title: record.title };
  if (typeof record.description === 'string') parsed.description = record.description;
  if (typeof record.duration === 'number' && Number.isFinite(record.duration) && record.duration > 0) {
    parsed.duration = record.duration;
  }
  return parsed;
}
