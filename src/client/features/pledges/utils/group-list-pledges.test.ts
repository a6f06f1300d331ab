import { describe, expect, it } from 'vitest';
import type { TListPledge } from '#shared/schemas/pledge';
import { groupListPledges } from './group-list-pledges';

function gift(id: string, overrides: Partial<TListPledge>): TListPledge {
  return {
    id,
    status: 'reserved',
    quantity: 1,
    isAnonymous: false,
    reservedAt: '2026-03-01T10:00:00.000Z',
    expiresAt: null,
    isShortHold: false,
    purchasedAt: null,
    receivedAt: null,
    endedAt: null,
    endedReason: null,
    retailer: '',
    orderNumber: '',
    message: '',
    notReceivedAt: null,
    thankYou: null,
    donorName: 'Maria',
    item: { id: 'item', name: 'Blankets' },
    ...overrides,
  };
}

describe('the family’s gifts, grouped', () => {
  it('puts bought gifts waiting for a confirmation first, oldest first, and leaves out empty groups', () => {
    const groups = groupListPledges([
      gift('received-old', { status: 'received', receivedAt: '2026-03-01T11:00:00.000Z' }),
      gift('bought-new', { status: 'purchased', purchasedAt: '2026-03-02T11:00:00.000Z' }),
      gift('bought-old', { status: 'purchased', purchasedAt: '2026-03-01T11:00:00.000Z' }),
      gift('received-new', { status: 'received', receivedAt: '2026-03-03T11:00:00.000Z' }),
      gift('cancelled', { status: 'cancelled' }),
      gift('never-came', {
        status: 'cancelled',
        endedReason: 'never_came',
        endedAt: '2026-03-09T11:00:00.000Z',
      }),
    ]);
    expect(groups.map((group) => [group.key, group.gifts.map((one) => one.id)])).toEqual([
      ['waiting', ['bought-old', 'bought-new']],
      ['received', ['received-new', 'received-old']],
      ['ended', ['never-came']],
    ]);
  });
});
