import type { TListPledge } from '#shared/schemas/pledge';

export type TGiftGroupKey = 'waiting' | 'reserved' | 'received' | 'ended';

// Titles and hints are catalog keys (family-gifts), translated where they are shown.
const GROUPS = [
  {
    key: 'waiting',
    titleKey: 'family-gifts.group.waiting.title',
    hintKey: 'family-gifts.group.waiting.hint',
  },
  {
    key: 'reserved',
    titleKey: 'family-gifts.group.reserved.title',
    hintKey: 'family-gifts.group.reserved.hint',
  },
  {
    key: 'received',
    titleKey: 'family-gifts.group.received.title',
    hintKey: 'family-gifts.group.received.hint',
  },
  { key: 'ended', titleKey: 'family-gifts.group.ended.title', hintKey: 'family-gifts.group.ended.hint' },
] as const satisfies ReadonlyArray<{ key: TGiftGroupKey; titleKey: string; hintKey: string }>;

export type TGiftGroup = (typeof GROUPS)[number] & { gifts: TListPledge[] };

function toGroupKey(gift: TListPledge): TGiftGroupKey | null {
  if (gift.status === 'purchased') return 'waiting';
  if (gift.status === 'reserved') return 'reserved';
  if (gift.status === 'received') return 'received';
  // Ended by the family ("never came"), our team or a suspension: the family sees what happened.
  if (gift.endedReason === 'never_came' || gift.endedReason === 'admin' || gift.endedReason === 'suspended') {
    return 'ended';
  }
  return null;
}

/**
 * The family's gifts by what they need to do: bought ones to confirm first (the oldest purchase
 * first: it has waited longest), then reservations, then what arrived (newest first), then what
 * ended without arriving (newest first). Empty groups are left out.
 */
export function groupListPledges(gifts: readonly TListPledge[]): TGiftGroup[] {
  const byKey = new Map<TGiftGroupKey, TListPledge[]>(GROUPS.map((group) => [group.key, []]));
  for (const gift of gifts) {
    const key = toGroupKey(gift);
    if (key) byKey.get(key)?.push(gift);
  }
  const at = (iso: string | null) => (iso ? Date.parse(iso) : 0);
  byKey.get('waiting')?.sort((a, b) => at(a.purchasedAt) - at(b.purchasedAt));
  byKey.get('received')?.sort((a, b) => at(b.receivedAt) - at(a.receivedAt));
  byKey.get('ended')?.sort((a, b) => at(b.endedAt) - at(a.endedAt));
  return GROUPS.map((group) => ({ ...group, gifts: byKey.get(group.key) ?? [] })).filter(
    (group) => group.gifts.length > 0,
  );
}
