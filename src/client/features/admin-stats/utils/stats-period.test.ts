import { describe, expect, it } from 'vitest';
import {
  buildDaysSearch,
  buildRangeSearch,
  buildStatsApiSearch,
  isCustomPeriod,
  readSelectedDays,
  readStatsPeriodParams,
} from './stats-period';

describe('readStatsPeriodParams', () => {
  it('keeps only the period keys, as written', () => {
    expect(readStatsPeriodParams('?days=7&utm_source=x')).toEqual({ days: '7' });
    expect(readStatsPeriodParams('from=2026-01-01&to=2026-02-01')).toEqual({
      from: '2026-01-01',
      to: '2026-02-01',
    });
    expect(readStatsPeriodParams('')).toEqual({});
  });
});

describe('buildStatsApiSearch', () => {
  it('asks for the last 30 days when the URL names no period', () => {
    expect(buildStatsApiSearch({})).toBe('days=30');
  });

  it('passes a period through unchanged, so the server can refuse it and say why', () => {
    expect(buildStatsApiSearch({ days: '14' })).toBe('days=14');
    expect(buildStatsApiSearch({ days: '7', from: '2026-01-01' })).toBe('days=7&from=2026-01-01');
    expect(buildStatsApiSearch({ from: '2026-01-01', to: '2026-01-31' })).toBe(
      'from=2026-01-01&to=2026-01-31',
    );
  });
});

describe('readSelectedDays', () => {
  it('presses 30 by default and the preset named in the URL', () => {
    expect(readSelectedDays({})).toBe(30);
    expect(readSelectedDays({ days: '90' })).toBe(90);
  });

  it('presses none for another number of days or a custom range', () => {
    expect(readSelectedDays({ days: '14' })).toBeNull();
    expect(readSelectedDays({ from: '2026-01-01', to: '2026-01-31' })).toBeNull();
    expect(isCustomPeriod({ from: '2026-01-01' })).toBe(true);
    expect(isCustomPeriod({ days: '7' })).toBe(false);
  });
});

describe('building the page URL', () => {
  it('writes days or a range', () => {
    expect(buildDaysSearch(7)).toBe('days=7');
    expect(buildRangeSearch('2026-10-25', '2026-11-23')).toBe('from=2026-10-25&to=2026-11-23');
  });
});
