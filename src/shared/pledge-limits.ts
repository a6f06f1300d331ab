// Limits of giving (PRODUCT.md: Pledge, Trust and safety), without Zod: a list page that only needs a
// number does not load the validation library for it.

/** A reservation holds its quantity this long, then the quantity re-opens by itself. */
export const RESERVATION_HOURS = 72;
/** The donor is reminded this long before a reservation ends. */
export const RESERVATION_REMINDER_HOURS = 12;
/** Active reservations one donor may hold at once, so one account cannot block a family's list. */
export const ACTIVE_RESERVATIONS_MAX = 10;
export const PLEDGE_MESSAGE_MAX = 1000;
export const ORDER_NUMBER_MAX = 100;
export const THANK_YOU_MAX = 2000;
/** What the family and everyone else read instead of the name of a donor who chose to stay anonymous. */
export const ANONYMOUS_DONOR_NAME = 'An anonymous donor';

export const PLEDGE_STATUSES = ['reserved', 'purchased', 'received', 'cancelled', 'expired'] as const;
export type TPledgeStatus = (typeof PLEDGE_STATUSES)[number];
/** A pledge that still holds its quantity: reserved, or bought and on its way. */
export const ACTIVE_PLEDGE_STATUSES = ['reserved', 'purchased'] as const;
