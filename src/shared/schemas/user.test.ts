import { describe, expect, it } from 'vitest';
import { toSafeReturnPath } from '../return-path';
import { ZSignUpInput } from './user';

describe('toSafeReturnPath', () => {
  it.each([
    ['/settings', '/settings'],
    ['/browse?q=fire&page=2', '/browse?q=fire&page=2'],
    ['https://evil.example', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['/ok\\..', '/'],
    ['/tab\there', '/'],
    ['javascript:alert(1)', '/'],
    ['', '/'],
    [undefined, '/'],
    [42, '/'],
  ])('%s → %s', (input, expected) => {
    expect(toSafeReturnPath(input)).toBe(expected);
  });
});

describe('ZSignUpInput', () => {
  it('trims names and lower-cases the email', () => {
    expect(
      ZSignUpInput.parse({
        firstName: ' Ana ',
        lastName: 'Diaz',
        email: ' Ana@Example.COM ',
        password: 'longenough',
      }),
    ).toEqual({ firstName: 'Ana', lastName: 'Diaz', email: 'ana@example.com', password: 'longenough' });
  });
});
