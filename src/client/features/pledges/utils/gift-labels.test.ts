import { describe, expect, it } from 'vitest';
import {
  countStillNeeded,
  describeMyGiftStatus,
  formatGiftName,
  isReservationOver,
  summarizeMyGifts,
} from './gift-labels';

describe('gift labels', () => {
  it('names a gift with its quantity only when more than one', () => {
    expect(formatGiftName(1, 'Blankets')).toBe('Blankets');
    expect(formatGiftName(3, 'Blankets')).toBe('3 × Blankets');
  });

  it('counts what is still needed: reserved and bought pieces are taken', () => {
    expect(countStillNeeded({ quantity: 5, quantityReserved: 1, quantityPurchased: 2 })).toBe(2);
    expect(countStillNeeded({ quantity: 2, quantityReserved: 1, quantityPurchased: 2 })).toBe(0);
  });

  it('says where a gift stands', () => {
    expect(describeMyGiftStatus({ status: 'purchased', notReceivedAt: null })).toBe(
      'Bought — waiting for the family to confirm',
    );
    expect(describeMyGiftStatus({ status: 'purchased', notReceivedAt: '2026-03-01T12:00:00Z' })).toBe(
      'The family says it has not arrived yet',
    );
    expect(describeMyGiftStatus({ status: 'received', notReceivedAt: null })).toBe('Received');
    expect(
      describeMyGiftStatus({ status: 'cancelled', notReceivedAt: null, endedReason: 'never_came' }),
    ).toBe('The family said it never came');
    expect(describeMyGiftStatus({ status: 'cancelled', notReceivedAt: null, endedReason: 'donor' })).toBe(
      'You cancelled this reservation',
    );
  });

  it('says only that the time is up once a reservation is past its end, marked by the server or not', () => {
    const now = Date.parse('2026-03-01T12:00:00Z');
    const reserved = { status: 'reserved' as const, notReceivedAt: null };
    expect(describeMyGiftStatus({ ...reserved, expiresAt: '2026-03-01T12:30:00Z' }, now)).toBe(
      'Reserved for you',
    );
    expect(describeMyGiftStatus({ ...reserved, expiresAt: '2026-03-01T11:59:00Z' }, now)).toBe(
      'Your reservation time is up',
    );
    expect(describeMyGiftStatus({ status: 'expired', notReceivedAt: null, expiresAt: null }, now)).toBe(
      'Your reservation time is up',
    );
    expect(isReservationOver({ ...reserved, expiresAt: '2026-03-01T11:59:00Z' }, now)).toBe(true);
    expect(isReservationOver({ ...reserved, expiresAt: '2026-03-01T12:30:00Z' }, now)).toBe(false);
  });
});

describe('my gifts at a glance', () => {
  it('counts each state and the thank-yous', () => {
    expect(
      summarizeMyGifts([
        { status: 'reserved', thankYou: null },
        { status: 'received', thankYou: { message: 'Thanks', createdAt: '2026-03-01T12:00:00Z' } },
        { status: 'expired', thankYou: null },
      ]),
    ).toBe('1 reserved · 0 bought · 1 received · 1 thank-you');
  });
});
