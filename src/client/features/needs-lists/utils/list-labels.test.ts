import { describe, expect, it } from 'vitest';
import { formatPlace } from '#client/lib/format-place';
import {
  formatItemCounts,
  formatPostedAndUpdated,
  formatPrice,
  formatReceived,
  formatViews,
  formatWhen,
  toPercent,
} from './list-labels';

describe('list labels', () => {
  it('formats prices in their currency, or nothing', () => {
    expect(formatPrice(4999, 'USD')).toBe('$49.99');
    expect(formatPrice(null, 'USD')).toBeNull();
  });

  it('joins city and region, skipping blanks', () => {
    expect(formatPlace('Dayton', 'OH')).toBe('Dayton, OH');
    expect(formatPlace('', 'OH')).toBe('OH');
  });

  it('rounds progress and never passes 100 %', () => {
    expect(toPercent(1, 3)).toBe(33);
    expect(toPercent(5, 3)).toBe(100);
    expect(toPercent(0, 0)).toBe(0);
  });

  it('says how many visitors saw a list, and how they are counted', () => {
    expect(formatViews(0)).toBe('No visitors yet');
    expect(formatViews(1)).toBe('Seen by 1 visitor (each counted once a day)');
    expect(formatViews(1234)).toBe('Seen by 1,234 visitors (each counted once a day)');
  });

  it('says what the progress counts: pieces when an item is wanted more than once, else items', () => {
    expect(formatReceived({ wanted: 9, received: 0, items: 5 })).toBe('0 of 9 pieces received · 5 items');
    expect(formatReceived({ wanted: 3, received: 1, items: 3 })).toBe('1 of 3 items received');
    expect(formatReceived({ wanted: 2, received: 0, items: 1 })).toBe('0 of 2 pieces received · 1 item');
    expect(formatReceived({ wanted: 1, received: 1, items: 1 })).toBe('1 of 1 item received');
  });

  it('says when a list was posted and last updated', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    expect(formatWhen('2026-11-22T11:59:30Z', now)).toBe('just now');
    expect(formatWhen('2026-11-22T11:55:00Z', now)).toBe('5 minutes ago');
    expect(formatWhen('2026-11-21T11:00:00Z', now)).toBe('yesterday');
    expect(formatWhen('2026-11-19T12:00:00Z', now)).toBe('3 days ago');
    expect(formatWhen('2026-11-01T12:00:00Z', now)).toBe('on November 1, 2026');
    expect(
      formatPostedAndUpdated({ publishedAt: '2026-11-19T12:00:00Z', updatedAt: '2026-11-22T11:55:00Z' }, now),
    ).toBe('Posted 3 days ago · updated 5 minutes ago');
    expect(
      formatPostedAndUpdated({ publishedAt: '2026-11-19T12:00:00Z', updatedAt: '2026-11-19T12:00:20Z' }, now),
    ).toBe('Posted 3 days ago');
    expect(formatPostedAndUpdated({ publishedAt: null, updatedAt: '2026-11-22T11:00:00Z' }, now)).toBe(
      'Draft, updated 1 hour ago',
    );
  });

  it('says what is still needed of an item, and what donors reserved, bought and the family received', () => {
    const item = { quantity: 3, quantityReserved: 0, quantityPurchased: 0, quantityReceived: 0 };
    expect(formatItemCounts(item)).toBe('3 of 3 still needed');
    expect(formatItemCounts({ ...item, quantityReserved: 1, quantityPurchased: 1 })).toBe(
      '1 of 3 still needed · 1 reserved · 1 bought, on the way',
    );
    expect(
      formatItemCounts({ ...item, quantityReserved: 1, quantityPurchased: 2, quantityReceived: 1 }),
    ).toBe('All 3 reserved or bought · 1 reserved · 1 bought, on the way · 1 received');
    expect(formatItemCounts({ ...item, quantityPurchased: 3, quantityReceived: 3 })).toBe('All 3 received');
    expect(formatItemCounts({ ...item, quantityReserved: 3 })).toBe('All 3 reserved');
    expect(
      formatItemCounts({ quantity: 1, quantityReserved: 0, quantityPurchased: 1, quantityReceived: 0 }),
    ).toBe('Bought, on the way');
  });
});
