import { describe, expect, it } from 'vitest';
import { formatAccountAge, formatAdminDate, formatAdminDateTime, isNewAccount } from './admin-format';

const NOW = new Date('2026-03-20T12:00:00.000Z');

function daysBefore(days: number): string {
  return new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
}

describe('admin formatting', () => {
  it('says how old an account is in the largest useful unit', () => {
    expect(formatAccountAge(daysBefore(0.2), NOW)).toBe('Account made today');
    expect(formatAccountAge(daysBefore(1), NOW)).toBe('Account 1 day old');
    expect(formatAccountAge(daysBefore(6), NOW)).toBe('Account 6 days old');
    expect(formatAccountAge(daysBefore(21), NOW)).toBe('Account 3 weeks old');
    expect(formatAccountAge(daysBefore(95), NOW)).toBe('Account 3 months old');
    expect(formatAccountAge(daysBefore(800), NOW)).toBe('Account 2 years old');
  });

  it('treats a clock slightly behind the server as a new account, not a negative age', () => {
    expect(formatAccountAge(new Date(NOW.getTime() + 60_000).toISOString(), NOW)).toBe('Account made today');
  });

  it('calls an account new for its first week', () => {
    expect(isNewAccount(daysBefore(6.9), NOW)).toBe(true);
    expect(isNewAccount(daysBefore(7), NOW)).toBe(false);
  });

  it('writes dates the same way everywhere in the admin', () => {
    expect(formatAdminDate('2026-03-04T14:05:00.000Z', 'UTC')).toBe('Mar 4, 2026');
    expect(formatAdminDateTime('2026-03-04T14:05:00.000Z', 'UTC')).toMatch(/^Mar 4, 2026, 2:05\sPM$/);
  });
});
