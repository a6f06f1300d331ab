import { describe, expect, it } from 'vitest';
import { describeConfirmedEmail } from './describe-confirmed-email';

describe('what a confirmed address opens', () => {
  it('tells a family continuing its list that it can publish it', () => {
    expect(describeConfirmedEmail('/create', false)).toBe(
      'Your email address is confirmed. You can publish your needs list.',
    );
    expect(describeConfirmedEmail('/edit-wishlist/k7Qm2xPz9LwR', false)).toMatch(/publish your needs list/);
  });

  it('tells a donor on a family’s list that they can give, not that they can publish', () => {
    for (const path of ['/needslist/k7Qm2xPz9LwR?give=abc', '/wishlist/k7Qm2xPz9LwR']) {
      expect(describeConfirmedEmail(path, false)).toBe(
        'Your email address is confirmed. You can reserve a gift for this family.',
      );
    }
  });

  it('promises an admin nothing, and anyone else both sides of giving', () => {
    expect(describeConfirmedEmail('/dashboard', true)).toBe('Your email address is confirmed.');
    expect(describeConfirmedEmail('/dashboard', false)).toBe(
      'Your email address is confirmed. You can reserve gifts for families, and publish a needs list if you need help yourself.',
    );
  });
});
