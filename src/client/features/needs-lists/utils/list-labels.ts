import { tRoutes } from '#client/lib/routes-messages';
import { TOPIC_SLUGS } from '#shared/routes';
import type { TUrgency, TVisibility } from '#shared/schemas/needs-list';

export const URGENCY_LABELS: Record<TUrgency, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
};

export const URGENCY_BADGE_CLASSES: Record<TUrgency, string> = {
  low: 'bg-slate-100 text-slate-800',
  medium: 'bg-sky-100 text-sky-900',
  high: 'bg-amber-100 text-amber-900',
  urgent: 'bg-red-100 text-red-900',
};

export const VISIBILITY_LABELS: Record<TVisibility, { label: string; hint: string }> = {
  public: { label: 'Public', hint: 'Anyone can find it in search and open it.' },
  unlisted: { label: 'Unlisted', hint: 'Only people you send the link to can open it.' },
  private: { label: 'Private', hint: 'Only you can see it: donors cannot find or open it.' },
};

export const PRIORITY_LABELS: Record<1 | 2 | 3 | 4 | 5, string> = {
  5: 'Needed most',
  4: 'High priority',
  3: 'Normal priority',
  2: 'Low priority',
  1: 'Nice to have',
};

/** Priority in words; out-of-range values (never stored) fall back to the number. */
export function formatPriority(priority: number): string {
  return PRIORITY_LABELS[priority as keyof typeof PRIORITY_LABELS] ?? `Priority ${priority}`;
}

export const CATEGORY_OPTIONS = TOPIC_SLUGS.map((slug) => ({
  value: slug,
  label: tRoutes(`routes.topic.${slug}`),
}));

// Building an Intl formatter costs far more than using one: one per currency, made once.
const PRICE_FORMATS = new Map<string, Intl.NumberFormat>();

export function formatPrice(cents: number | null, currency: string): string | null {
  if (cents === null) return null;
  let format = PRICE_FORMATS.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    PRICE_FORMATS.set(currency, format);
  }
  return format.format(cents / 100);
}

type TItemCounts = {
  quantity: number;
  quantityReserved: number;
  quantityPurchased: number;
  quantityReceived: number;
};

/** Pieces of an item nobody has taken yet: reserved (held 72 h) and bought pieces are taken. */
export function countStillNeeded(item: TItemCounts): number {
  return Math.max(0, item.quantity - item.quantityReserved - item.quantityPurchased);
}

/**
 * Where an item stands, for donors and the family: "2 of 3 still needed · 1 reserved", "All 2
 * received", "Bought, on the way". Bought pieces count received ones too; "on the way" are the rest.
 */
export function formatItemCounts(item: TItemCounts): string {
  const stillNeeded = countStillNeeded(item);
  const onTheWay = Math.max(0, item.quantityPurchased - item.quantityReceived);
  const taken: Array<[number, string]> = [
    [item.quantityReserved, 'reserved'],
    [onTheWay, 'bought, on the way'],
    [item.quantityReceived, 'received'],
  ];
  const details = taken.filter(([count]) => count > 0);
  if (stillNeeded === 0 && details.length === 1) {
    const [, state] = details[0] ?? [0, ''];
    const capitalized = `${state.charAt(0).toUpperCase()}${state.slice(1)}`;
    return item.quantity === 1 ? capitalized : `All ${item.quantity} ${state}`;
  }
  const head =
    stillNeeded > 0
      ? `${stillNeeded} of ${item.quantity} still needed`
      : `All ${item.quantity} reserved or bought`;
  return [head, ...details.map(([count, state]) => `${count} ${state}`)].join(' · ');
}

export function toPercent(part: number, whole: number): number {
  return whole > 0 ? Math.min(100, Math.round((part / whole) * 100)) : 0;
}

/** Page views as the owner sees them: each visitor is counted once a day. */
export function formatViews(count: number): string {
  if (count === 0) return 'No visitors yet';
  return `Seen by ${count === 1 ? '1 visitor' : `${count.toLocaleString('en-US')} visitors`} (each counted once a day)`;
}

function pluralize(count: number, noun: string): string {
  return `${count.toLocaleString('en-US')} ${noun}${count === 1 ? '' : 's'}`;
}

/**
 * What arrived, saying what is counted: pieces (an item wanted twice counts twice) when some item is
 * wanted more than once, else items. "0 of 9 pieces received · 5 items", "1 of 3 items received".
 */
export function formatReceived({
  wanted,
  received,
  items,
}: {
  wanted: number;
  received: number;
  items: number;
}) {
  if (wanted === items) return `${received.toLocaleString('en-US')} of ${pluralize(items, 'item')} received`;
  return `${received.toLocaleString('en-US')} of ${pluralize(wanted, 'piece')} received · ${pluralize(items, 'item')}`;
}

const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
const RELATIVE = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
// Largest first: the first unit a span reaches is the one to say it in.
const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['day', 24 * 60 * 60],
  ['hour', 60 * 60],
  ['minute', 60],
];

/** "just now", "5 minutes ago", "yesterday", "3 days ago"; from a week on, the date. */
export function formatWhen(iso: string, now = Date.now()): string {
  const seconds = Math.max(0, (now - Date.parse(iso)) / 1000);
  if (seconds < 60) return 'just now';
  if (seconds >= 7 * 24 * 60 * 60) return `on ${LONG_DATE.format(new Date(iso))}`;
  const [unit, size] = UNITS.find(([, unitSeconds]) => seconds >= unitSeconds) ?? ['minute', 60];
  return RELATIVE.format(-Math.floor(seconds / size), unit);
}

/** "Posted 3 days ago · updated 5 minutes ago", saying only what a reader needs. */
export function formatPostedAndUpdated(
  list: { publishedAt: string | null; updatedAt: string },
  now = Date.now(),
): string {
  const updated = `updated ${formatWhen(list.updatedAt, now)}`;
  if (!list.publishedAt) return `Draft, ${updated}`;
  const posted = `Posted ${formatWhen(list.publishedAt, now)}`;
  // A change within a minute of publishing is part of publishing.
  return Date.parse(list.updatedAt) - Date.parse(list.publishedAt) < 60_000
    ? posted
    : `${posted} · ${updated}`;
}
