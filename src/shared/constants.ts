// Values the product fixes (names, timings, limits users see); tests hold them to these values.
export const APP_NAME = 'Kindlist';

export const USER_STALE_TIME_MS = 10 * 60 * 1000;
export const USER_GC_TIME_MS = 15 * 60 * 1000;
export const NOTIFICATION_POLL_MS = 60_000;
export const NOTIFICATION_BADGE_CAP = 9;

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ['F8'];
export const TOAST_MAX_WIDTH_PX = 420;

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

// Profile limits.
export const BIO_MAX_LENGTH = 500;
export const PLACE_MAX_LENGTH = 100;
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
