import type { TListPledge } from '#shared/schemas/pledge';

export type TGiftGroupKey = 'waiting' | 'reserved' | 'received' | 'ended';
export type TGiftGroup = { key: TGiftGroupKey; title: string; hint: string; gifts: TListPledge[] };

const GROUPS: ReadonlyArray<Omit<TGiftGroup, 'gifts'>> = [
  {
    key: 'waiting',
    title: 'Bought — please confirm when it arrives',
    hint: 'A donor bought these for you. Tell them when it arrives, or if it has not come yet.',
  },
  {
    key: 'reserved',
    title: 'Reserved, not bought yet',
    hint: 'A donor is holding these for up to 72 hours while they buy them.',
  },
  { key: 'received', title: 'Received', hint: 'Gifts you confirmed. You can still thank the donor.' },
  {
    key: 'ended',
    title: 'Did not come',
    hint: 'Gifts that ended before they arrived. Their items are open to other donors again.',
  },
];

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
