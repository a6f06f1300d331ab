import { describe, expect, it } from 'vitest';
import type { TImpact, TImpactMonth } from '#shared/schemas/impact';
import {
  buildCategorySeries,
  buildMonthSeries,
  formatImpactMonth,
  formatImpactMonthShort,
  formatMonthRange,
  isImpactEmpty,
  sumMonths,
} from './impact-series';

const MONTHS: TImpactMonth[] = [
  { month: '2025-12', listsPublished: 2, itemsReceived: 0 },
  { month: '2026-01', listsPublished: 0, itemsReceived: 5 },
  { month: '2026-11', listsPublished: 1, itemsReceived: 1200 },
];

const EMPTY: TImpact = {
  totals: { listsPublished: 0, itemsReceived: 0, listsFulfilled: 0 },
  months: MONTHS.map((entry) => ({ ...entry, listsPublished: 0, itemsReceived: 0 })),
  categories: [
    { category: 'clothing', listsPublished: 0, itemsReceived: 0 },
    { category: 'baby-items', listsPublished: 0, itemsReceived: 0 },
  ],
};

describe('impact months', () => {
  it('formats a UTC calendar month, whatever the reader’s time zone', () => {
    expect(formatImpactMonth('2026-11')).toBe('Nov 2026');
    expect(formatImpactMonth('2026-01')).toBe('Jan 2026');
    expect(formatImpactMonthShort('2025-12')).toBe('Dec');
  });

  it('shows a value that is not a month as it came rather than inventing a date', () => {
    expect(formatImpactMonth('2026-13')).toBe('2026-13');
    expect(formatImpactMonth('soon')).toBe('soon');
    expect(formatImpactMonthShort('')).toBe('');
  });

  it('names the range the chart covers', () => {
    expect(formatMonthRange(MONTHS)).toBe('Dec 2025 to Nov 2026');
    expect(formatMonthRange(MONTHS.slice(0, 1))).toBe('Dec 2025');
    expect(formatMonthRange([])).toBeNull();
  });

  it('turns the months into chart labels and series, oldest first', () => {
    expect(buildMonthSeries(MONTHS)).toEqual({
      axisLabels: ['Dec', 'Jan', 'Nov'],
      monthLabels: ['Dec 2025', 'Jan 2026', 'Nov 2026'],
      listsPublished: [2, 0, 1],
      itemsReceived: [0, 5, 1200],
    });
    expect(sumMonths(MONTHS)).toEqual({ listsPublished: 3, itemsReceived: 1205 });
  });
});

describe('impact topics and totals', () => {
  it('titles each topic and keeps the order it came in', () => {
    expect(
      buildCategorySeries([
        { category: 'clothing', listsPublished: 3, itemsReceived: 9 },
        { category: 'groceries-food', listsPublished: 0, itemsReceived: 0 },
      ]),
    ).toEqual({
      topicTitles: ['Clothing', 'Groceries & Food'],
      listsPublished: [3, 0],
      itemsReceived: [9, 0],
    });
  });

  it('is empty only when every figure is zero', () => {
    expect(isImpactEmpty(EMPTY)).toBe(true);
    expect(isImpactEmpty({ ...EMPTY, totals: { ...EMPTY.totals, listsFulfilled: 1 } })).toBe(false);
    expect(isImpactEmpty({ ...EMPTY, months: MONTHS })).toBe(false);
    expect(
      isImpactEmpty({
        ...EMPTY,
        categories: [{ category: 'clothing', listsPublished: 0, itemsReceived: 2 }],
      }),
    ).toBe(false);
  });
});
