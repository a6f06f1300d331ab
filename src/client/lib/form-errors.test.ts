import { describe, expect, it } from 'vitest';
import { parseFieldError } from './form-errors';

const FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;

describe('parseFieldError', () => {
  it('maps "field: text" to the named field', () => {
    expect(parseFieldError('password: This password is too common.', FIELDS)).toEqual({
      field: 'password',
      message: 'This password is too common.',
    });
    expect(parseFieldError('email: Enter a valid email address', FIELDS)).toEqual({
      field: 'email',
      message: 'Enter a valid email address',
    });
  });

  it('ignores unknown fields and plain messages', () => {
    expect(parseFieldError('body: Unrecognized key: "extra"', FIELDS)).toBeNull();
    expect(parseFieldError('Too many requests. Please try again in 40 seconds.', FIELDS)).toBeNull();
    expect(parseFieldError('email: ', FIELDS)).toBeNull();
  });
});
