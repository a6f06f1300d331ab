import { describe, expect, it } from 'vitest';
import { normaliseReason, readReasonError } from './admin-reason';

describe('an admin’s reason', () => {
  it('joins pasted lines into one', () => {
    expect(normaliseReason('  Asked for cash \n\n  outside the site. ')).toBe(
      'Asked for cash outside the site.',
    );
  });

  it('needs 3 to 500 characters', () => {
    expect(readReasonError('')).toBe('Give a reason of at least 3 characters');
    expect(readReasonError('  ok  ')).toBe('Give a reason of at least 3 characters');
    expect(readReasonError('Spam')).toBeNull();
    expect(readReasonError('x'.repeat(500))).toBeNull();
    expect(readReasonError('x'.repeat(501))).toBe('A reason is at most 500 characters');
  });

  it('asks how a list was verified, not for a reason, when the words are a verification note', () => {
    expect(readReasonError('', 'note')).toBe('Say how you verified the list, in at least 3 characters');
    expect(readReasonError('Called the family', 'note')).toBeNull();
    expect(readReasonError('x'.repeat(501), 'note')).toBe('A note is at most 500 characters');
  });

  it('accepts line breaks (they are joined) but not hidden reordering characters', () => {
    expect(readReasonError('Called the\nfamily')).toBeNull();
    expect(readReasonError('Called \u202Ethe family')).toMatch(/^Reason contains a hidden character/);
  });
});
