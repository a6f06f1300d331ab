// Limits of pledges, without Zod: a list page that only needs a
// number does not load the validation library for it. Why each number: docs/decisions/020.

/** A reservation holds its quantity this long, then the quantity re-opens by itself. */
export const RESERVATION_HOURS = 72;
/**
 * A donor whose email address is not confirmed yet holds an item this long; confirming it makes the
 * hold a full reservation (RESERVATION_HOURS from then). They never see an address before confirming.
 */
export const UNCONFIRMED_HOLD_MINUTES = 30;
/**
 * Short holds: one piece each, at most 2 made by an account before it confirms its email (in all, not
 * at a time), and at once at most 2 from one browser and 4 from one network across unconfirmed
 * accounts, so throwaway accounts cannot block a family's list.
 */
export const UNCONFIRMED_HOLD_QUANTITY_MAX = 1;
export const UNCONFIRMED_HOLDS_PER_ACCOUNT = 2;
export const UNCONFIRMED_HOLDS_PER_DEVICE = 2;
export const UNCONFIRMED_HOLDS_PER_NETWORK = 4;
/** The donor is reminded this long before a reservation ends. */
export const RESERVATION_REMINDER_HOURS = 12;
/** Active reservations one donor may hold at once, so one account cannot block a family's list. */
export const ACTIVE_RESERVATIONS_MAX = 10;
/**
 * Open gifts (reserved, or reported bought and not yet confirmed by the family) one donor may have on
 * one list, and on all lists together: reporting a purchase does not free a place.
 */
export const OPEN_GIFTS_PER_LIST_MAX = 6;
export const OPEN_GIFTS_MAX = 20;
/** A reported gift the family has not confirmed counts as open this long after the report. */
export const REPORTED_GIFT_OPEN_DAYS = 30;
/** Reservations one donor may make in any 24 hours (cancelled and expired ones count). */
export const RESERVATIONS_PER_DAY = 20;
/** Purchases one donor may report in any 24 hours. */
export const PURCHASE_REPORTS_PER_DAY = 10;
/** Lists whose shipping address one donor may see in any 24 hours (seeing one again is free). */
export const ADDRESS_LISTS_PER_DAY = 5;
/** After cancelling a reservation whose address they saw, a donor waits this long to see an address again. */
export const REVEAL_COOLDOWN_MINUTES = 30;
/** After reporting a purchase, the donor can still read the shipping address this long. */
export const ADDRESS_AFTER_REPORT_DAYS = 14;
/** The family can say a reported gift never came once this long has passed since the report. */
export const NEVER_CAME_AFTER_DAYS = 7;
/** The family can tell the donor a gift has not arrived yet at most once per gift in this many hours. */
export const NOT_ARRIVED_NOTICE_HOURS = 24;
export const PLEDGE_MESSAGE_MAX = 1000;
export const ORDER_NUMBER_MAX = 100;
export const THANK_YOU_MAX = 2000;
/** What the family and everyone else read instead of the name of a donor who chose to stay anonymous. */
export const ANONYMOUS_DONOR_NAME = 'An anonymous donor';

export const PLEDGE_STATUSES = ['reserved', 'purchased', 'received', 'cancelled', 'expired'] as const;
export type TPledgeStatus = (typeof PLEDGE_STATUSES)[number];
/** A pledge that still holds its quantity: reserved, or bought and on its way. */
export const ACTIVE_PLEDGE_STATUSES = ['reserved', 'purchased'] as const;
/**
 * Why a gift was ended by someone other than the clock: the donor let it go, the family said it never
 * came, an admin cancelled it, or its donor was suspended. (Null for the others: expiry, a list closing.)
 */
export const PLEDGE_END_REASONS = ['donor', 'never_came', 'admin', 'suspended'] as const;
export type TPledgeEndReason = (typeof PLEDGE_END_REASONS)[number];
/** The limits a donor can meet; admins see who met them. */
export const DONOR_LIMITS = [
  'open_gifts_per_list',
  'open_gifts',
  'reservations_per_day',
  'reports_per_day',
  'address_lists_per_day',
  'reveal_cooldown',
  'unconfirmed_holds',
] as const;
export type TDonorLimit = (typeof DONOR_LIMITS)[number];
