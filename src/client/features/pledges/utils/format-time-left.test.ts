import { describe, expect, it } from 'vitest';
import { formatReservedUntil, formatTimeLeft, isEndingSoon, isTimeUp } from './format-time-left';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const inHours = (hours: number) => new Date(NOW + hours * 60 * 60 * 1000).toISOString();
const UTC_FORMAT = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
});

describe('time left on a reservation', () => {
  it('counts whole hours, then minutes, then says it is up', () => {
    expect(formatTimeLeft(inHours(72), NOW)).toBe('72 hours left');
    expect(formatTimeLeft(inHours(71.9), NOW)).toBe('71 hours left');
    expect(formatTimeLeft(inHours(1), NOW)).toBe('1 hour left');
    expect(formatTimeLeft(inHours(0.5), NOW)).toBe('30 minutes left');
    expect(formatTimeLeft(inHours(0.001), NOW)).toBe('1 minute left');
    expect(formatTimeLeft(inHours(0), NOW)).toBeNull();
    expect(formatTimeLeft('not a date', NOW)).toBeNull();
  });

  it('says until when, with the date, on the reader’s clock', () => {
    expect(formatReservedUntil(inHours(71.5), NOW, UTC_FORMAT).replace(/\s/g, ' ')).toBe(
      'Reserved until Wed, Mar 4, 11:30 AM (your time) · 71 hours left',
    );
    expect(formatReservedUntil(inHours(-1), NOW, UTC_FORMAT)).toBe('Your reservation time is up');
  });

  it('knows when the time is up', () => {
    expect(isTimeUp(inHours(0.01), NOW)).toBe(false);
    expect(isTimeUp(inHours(0), NOW)).toBe(true);
    expect(isTimeUp(null, NOW)).toBe(false);
  });

  it('knows when a reservation is ending soon', () => {
    expect(isEndingSoon(inHours(11), NOW, 12)).toBe(true);
    expect(isEndingSoon(inHours(13), NOW, 12)).toBe(false);
  });
});
