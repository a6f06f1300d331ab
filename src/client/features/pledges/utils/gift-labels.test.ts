import { describe, expect, it } from 'vitest';
import {
  countStillNeeded,
  describeDonorGiftsIntro,
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

describe('the line above a donor’s gifts to a list', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  const reserved = { status: 'reserved', expiresAt: '2026-03-12T12:00:00Z', receivedAt: null } as const;
  const bought = { status: 'purchased', receivedAt: null } as const;
  const arrived = (on: string) => ({ status: 'received', receivedAt: `${on}T12:00:00Z` }) as const;

  it('asks to buy what is reserved, then waits for what is on its way', () => {
    expect(describeDonorGiftsIntro([reserved, bought], now)).toMatch(/^Thank you! Buy what you reserved/);
    expect(describeDonorGiftsIntro([bought, arrived('2026-03-08')], now)).toBe(
      'Thank you for giving. The family confirms here when it arrives.',
    );
  });

  it('once everything given arrived, says so with the day the family confirmed it', () => {
    expect(describeDonorGiftsIntro([arrived('2026-03-08')], now)).toBe(
      'Thank you for giving: the family confirmed it arrived on March 8, 2026.',
    );
    expect(describeDonorGiftsIntro([arrived('2026-03-09'), arrived('2026-03-04')], now)).toBe(
      'Thank you for giving: the family confirmed all 2 arrived, the last on March 9, 2026.',
    );
  });
});
