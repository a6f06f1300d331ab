import { describe, expect, it } from 'vitest';
import { describeConfirmedEmail, toSignUpReason } from './describe-confirmed-email';

describe('what a confirmed address opens', () => {
  it('tells a family continuing its list that it can publish it', () => {
    expect(describeConfirmedEmail('/create', false)).toBe(
      'Your email address is confirmed. You can publish your needs list.',
    );
    expect(describeConfirmedEmail('/edit-wishlist/k7Qm2xPz9LwR', false)).toMatch(/publish your needs list/);
  });

  it('tells a donor on a family’s list that they can give, not that they can publish', () => {
    expect(describeConfirmedEmail('/wishlist/k7Qm2xPz9LwR', false)).toBe(
      'Your email address is confirmed. You can reserve a gift for this family.',
    );
  });

  it('tells a donor back from reserving an item that their hold is a full reservation now', () => {
    expect(describeConfirmedEmail('/needslist/k7Qm2xPz9LwR?give=abc', false)).toBe(
      'Your email address is confirmed. What you reserved for this family is held for you for 72 hours now, and you can see where to send it.',
    );
  });

  it('promises an admin nothing, and anyone else both sides of giving', () => {
    expect(describeConfirmedEmail('/dashboard', true)).toBe('Your email address is confirmed.');
    expect(describeConfirmedEmail('/dashboard', false)).toBe(
      'Your email address is confirmed. You can reserve gifts for families, and publish a needs list if you need help yourself.',
    );
  });
});

describe('why someone signs up, by where they go on', () => {
  it('is publishing for a list of their own, giving for a family’s list, and unknown otherwise', () => {
    expect(toSignUpReason('/create')).toBe('publish');
    expect(toSignUpReason('/edit-wishlist/k7Qm2xPz9LwR')).toBe('publish');
    expect(toSignUpReason('/needslist/k7Qm2xPz9LwR?give=abc')).toBe('give');
    expect(toSignUpReason('/dashboard')).toBeNull();
    expect(toSignUpReason(null)).toBeNull();
  });
});
