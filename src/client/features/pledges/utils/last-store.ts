// The store a donor last opened for a gift, offered as the store when they report the purchase. Kept
// in this browser across tabs and visits: a donor who shops in another tab often comes back through
// the reminder mail or a notification, in a new tab. Storage can be blocked, and then the store is
// simply not remembered (the item's own store is offered instead).

const STORAGE_KEY = 'kl-gift-stores';
/** Gifts remembered at most (the most recent): a donor holds at most 10 reservations at once. */
export const STORES_KEPT = 20;

type TStores = Record<string, string>;

function readStores(): TStores {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/** The stores with this gift's as the most recent, the oldest dropped beyond STORES_KEPT. */
export function addStore(stores: TStores, pledgeId: string, retailer: string): TStores {
  const entries = Object.entries(stores).filter(([id]) => id !== pledgeId);
  return Object.fromEntries([...entries, [pledgeId, retailer]].slice(-STORES_KEPT));
}

export function rememberStore(pledgeId: string, retailer: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(addStore(readStores(), pledgeId, retailer)));
  } catch {
    // not remembered: the donor types the store, or keeps the item's own
  }
}

export function recallStore(pledgeId: string): string {
  return readStores()[pledgeId] ?? '';
}
