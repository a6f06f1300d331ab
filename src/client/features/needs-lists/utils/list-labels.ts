import { createTranslator, INTL_LOCALE } from '#client/lib/i18n';
import { tRoutes } from '#client/lib/routes-messages';
import catalog from '#client-catalog/needs-lists.json';
import { TOPIC_SLUGS } from '#shared/routes';
import type { TUrgency, TVisibility } from '#shared/schemas/needs-list';

const t = createTranslator(catalog);

export const URGENCIES = ['low', 'medium', 'high', 'urgent'] as const satisfies readonly TUrgency[];

const URGENCY_KEYS = {
  low: 'needs-lists.urgency.low',
  medium: 'needs-lists.urgency.medium',
  high: 'needs-lists.urgency.high',
  urgent: 'needs-lists.urgency.urgent',
} as const satisfies Record<TUrgency, string>;

export function formatUrgency(urgency: TUrgency): string {
  return t(URGENCY_KEYS[urgency]);
}

/** The urgencies as a select's options, least urgent first. */
export function listUrgencyOptions(): Array<{ value: TUrgency; label: string }> {
  return URGENCIES.map((urgency) => ({ value: urgency, label: formatUrgency(urgency) }));
}

export const URGENCY_BADGE_CLASSES: Record<TUrgency, string> = {
  low: 'bg-slate-100 text-slate-800',
  medium: 'bg-sky-100 text-sky-900',
  high: 'bg-amber-100 text-amber-900',
  urgent: 'bg-red-100 text-red-900',
};

const VISIBILITY_KEYS = {
  public: { label: 'needs-lists.visibility.public', hint: 'needs-lists.visibility.public.hint' },
  unlisted: { label: 'needs-lists.visibility.unlisted', hint: 'needs-lists.visibility.unlisted.hint' },
  private: { label: 'needs-lists.visibility.private', hint: 'needs-lists.visibility.private.hint' },
} as const satisfies Record<TVisibility, { label: string; hint: string }>;

/** Who can see a list, in words: its name and what it means. */
export function describeVisibility(visibility: TVisibility): { label: string; hint: string } {
  const keys = VISIBILITY_KEYS[visibility];
  return { label: t(keys.label), hint: t(keys.hint) };
}

const PRIORITY_KEYS = {
  5: 'needs-lists.priority.5',
  4: 'needs-lists.priority.4',
  3: 'needs-lists.priority.3',
  2: 'needs-lists.priority.2',
  1: 'needs-lists.priority.1',
} as const;
export const PRIORITIES = [5, 4, 3, 2, 1] as const;

/** Priority in words; out-of-range values (never stored) fall back to the number. */
export function formatPriority(priority: number): string {
  const key = PRIORITY_KEYS[priority as keyof typeof PRIORITY_KEYS];
  return key ? t(key) : t('needs-lists.priority.other', { priority });
}

/** The categories (the topics) as a select's options. */
export function listCategoryOptions(): Array<{ value: string; label: string }> {
  return TOPIC_SLUGS.map((slug) => ({ value: slug, label: tRoutes(`routes.topic.${slug}`) }));
}

// Building an Intl formatter costs far more than using one: one per currency, made once.
const PRICE_FORMATS = new Map<string, Intl.NumberFormat>();

export function formatPrice(cents: number | null, currency: string): string | null {
  if (cents === null) return null;
  let format = PRICE_FORMATS.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE, { style: 'currency', currency });
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

// Where the taken pieces of an item are: held, bought and on the way, arrived.
const TAKEN_STATES = [
  { name: 'reserved', one: 'needs-lists.item.one.reserved', all: 'needs-lists.item.all.reserved' },
  { name: 'onTheWay', one: 'needs-lists.item.one.onTheWay', all: 'needs-lists.item.all.onTheWay' },
  { name: 'received', one: 'needs-lists.item.one.received', all: 'needs-lists.item.all.received' },
] as const;
const COUNT_KEYS = {
  reserved: 'needs-lists.count.reserved',
  onTheWay: 'needs-lists.count.onTheWay',
  received: 'needs-lists.count.received',
} as const;

/** "3 reserved", "2 bought, on the way", "1 received": how many pieces are in one state. */
export function formatStateCount(state: keyof typeof COUNT_KEYS, count: number): string {
  return t(COUNT_KEYS[state], { count });
}

/**
 * Where an item stands, for donors and the family: "2 of 3 still needed · 1 reserved", "All 2
 * received", "Bought, on the way". Bought pieces count received ones too; "on the way" are the rest.
 */
export function formatItemCounts(item: TItemCounts): string {
  const stillNeeded = countStillNeeded(item);
  const onTheWay = Math.max(0, item.quantityPurchased - item.quantityReceived);
  const counts = { reserved: item.quantityReserved, onTheWay, received: item.quantityReceived };
  const details = TAKEN_STATES.filter((state) => counts[state.name] > 0);
  const [only] = details;
  if (stillNeeded === 0 && only && details.length === 1) {
    return item.quantity === 1 ? t(only.one) : t(only.all, { count: item.quantity });
  }
  const head =
    stillNeeded > 0
      ? t('needs-lists.item.stillNeeded', { count: stillNeeded, total: item.quantity })
      : t('needs-lists.item.allTaken', { total: item.quantity });
  return [head, ...details.map((state) => formatStateCount(state.name, counts[state.name]))].join(' · ');
}

export function toPercent(part: number, whole: number): number {
  return whole > 0 ? Math.min(100, Math.round((part / whole) * 100)) : 0;
}

/** Page views as the owner sees them: each visitor is counted once a day. */
export function formatViews(count: number): string {
  return count === 0 ? t('needs-lists.views.none') : t('needs-lists.views.some', { count });
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
  return wanted === items
    ? t('needs-lists.received.items', { received, items })
    : t('needs-lists.received.pieces', { received, wanted, items });
}

const LONG_DATE = new Intl.DateTimeFormat(INTL_LOCALE, { dateStyle: 'long' });
const RELATIVE = new Intl.RelativeTimeFormat(INTL_LOCALE, { numeric: 'auto' });
// Largest first: the first unit a span reaches is the one to say it in.
const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['day', 24 * 60 * 60],
  ['hour', 60 * 60],
  ['minute', 60],
];

/** "just now", "5 minutes ago", "yesterday", "3 days ago"; from a week on, the date. */
export function formatWhen(iso: string, now = Date.now()): string {
  const seconds = Math.max(0, (now - Date.parse(iso)) / 1000);
  if (seconds < 60) return t('needs-lists.when.justNow');
  if (seconds >= 7 * 24 * 60 * 60) {
    return t('needs-lists.when.onDate', { date: LONG_DATE.format(new Date(iso)) });
  }
  const [unit, size] = UNITS.find(([, unitSeconds]) => seconds >= unitSeconds) ?? ['minute', 60];
  return RELATIVE.format(-Math.floor(seconds / size), unit);
}

/** "Posted 3 days ago · updated 5 minutes ago", saying only what a reader needs. */
export function formatPostedAndUpdated(
  list: { publishedAt: string | null; updatedAt: string },
  now = Date.now(),
): string {
  const updated = formatWhen(list.updatedAt, now);
  if (!list.publishedAt) return t('needs-lists.when.draft', { when: updated });
  const posted = formatWhen(list.publishedAt, now);
  // A change within a minute of publishing is part of publishing.
  return Date.parse(list.updatedAt) - Date.parse(list.publishedAt) < 60_000
    ? t('needs-lists.when.posted', { when: posted })
    : t('needs-lists.when.postedAndUpdated', { posted, updated });
}
