import { describe, expect, it } from 'vitest';
import { formatInTimeZone } from './reservation-time-zone';

const AT = new Date('2025-12-01T06:47:00Z');

describe('a time in the donor’s zone', () => {
  it('gives the date, the time and the zone’s name', () => {
    expect(formatInTimeZone(AT, 'America/New_York').replace(/\s/g, ' ')).toBe(
      'Monday, December 1, 2025 at 1:47 AM Eastern Standard Time',
    );
    expect(formatInTimeZone(AT, null).replace(/\s/g, ' ')).toBe('Monday, December 1, 2025 at 6:47 AM UTC');
  });

  it('falls back to UTC, named, for a zone this server no longer knows', () => {
    expect(formatInTimeZone(AT, 'Mars/Olympus_Mons').replace(/\s/g, ' ')).toBe(
      'Monday, December 1, 2025 at 6:47 AM UTC',
    );
  });
});
