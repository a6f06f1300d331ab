import { describe, expect, it } from 'vitest';
import { formatCount } from '#client/lib/format-count';
import {
  formatDays,
  formatDuration,
  formatHours,
  formatStatsDay,
  formatStatsDayShort,
  formatStatsPeriod,
} from './stats-format';

describe('formatDuration', () => {
  it.each([
    [0, '0 s'],
    [45, '45 s'],
    [59.6, '1 min'],
    [60, '1 min'],
    [250, '4 min 10 s'],
    [3599, '59 min 59 s'],
    [3600, '1 h'],
    [3725, '1 h 2 min'],
    [-5, '0 s'],
  ])('%d seconds → %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});

describe('formatDays and formatHours', () => {
  it('say one day or hour in the singular and round to one decimal', () => {
    expect(formatDays(1)).toBe('1 day');
    expect(formatDays(3.25)).toBe('3.3 days');
    expect(formatDays(0)).toBe('0 days');
    expect(formatHours(1)).toBe('1 hour');
    expect(formatHours(12.5)).toBe('12.5 hours');
  });
});

describe('dates', () => {
  it('formats a UTC day whatever the reader’s time zone', () => {
    expect(formatStatsDay('2026-11-23')).toBe('Nov 23, 2026');
    expect(formatStatsDayShort('2026-01-01')).toBe('Jan 1');
  });

  it('shows anything that is not a day as it came', () => {
    expect(formatStatsDay('yesterday')).toBe('yesterday');
  });

  it('describes a period, or its one day', () => {
    expect(formatStatsPeriod({ from: '2026-10-25', to: '2026-11-23' })).toBe('Oct 25, 2026 to Nov 23, 2026');
    expect(formatStatsPeriod({ from: '2026-11-23', to: '2026-11-23' })).toBe('Nov 23, 2026');
  });

  it('groups thousands in counts', () => {
    expect(formatCount(12345)).toBe('12,345');
  });
});
