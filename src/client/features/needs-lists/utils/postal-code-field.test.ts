import { describe, expect, it } from 'vitest';
import { EMPTY_LIST_FORM } from './list-form-values';
import { checkPostalCode, describePostalCodeHint, findSavedPostalCodeProblems } from './postal-code-field';

describe('a postal code field', () => {
  it('shows an example of the country’s postal codes, or where to find one', () => {
    expect(describePostalCodeHint('US')).toBe('Example: 90210');
    expect(describePostalCodeHint('CA')).toBe('Example: K1A 0B1');
    expect(describePostalCodeHint('FR')).toBe('As it is written on mail you receive there');
  });

  it('writes what was typed as the country does, or says what is expected', () => {
    expect(checkPostalCode('928011234', 'US')).toEqual({ normalized: '92801-1234', problem: null });
    expect(checkPostalCode('(714) 555-0123', 'US')).toEqual({
      normalized: '(714) 555-0123',
      problem: 'Enter a ZIP code of 5 digits, or 9 digits as ZIP+4 (for example 90210 or 90210-1234)',
    });
  });

  it('finds the postal codes saved before the check that are not ones, for the editor to show', () => {
    expect(findSavedPostalCodeProblems(EMPTY_LIST_FORM)).toEqual([]);
    expect(
      findSavedPostalCodeProblems({
        ...EMPTY_LIST_FORM,
        postalCode: '92801',
        addressPostalCode: '714 555 0123',
      }),
    ).toEqual([['addressPostalCode', expect.stringMatching(/^Enter a ZIP code/)]]);
  });
});
