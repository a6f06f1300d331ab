import { describe, expect, it } from 'vitest';
import { renderValidationMessage } from './i18n/validation';
import {
  findPostalCodeProblem,
  getPostalCodeExample,
  isPostalCodeValid,
  normalizePostalCode,
} from './postal-codes';

/** The English message for what was typed, once written as the country writes them (null: a postal code). */
function explain(typed: string, country: string): string | null {
  const problem = findPostalCodeProblem(normalizePostalCode(typed, country), country);
  return problem ? renderValidationMessage(problem) : null;
}

describe('postal codes by country', () => {
  it('takes a US ZIP code of 5 digits or ZIP+4, writing nine digits with their hyphen', () => {
    expect(normalizePostalCode(' 90210 ', 'US')).toBe('90210');
    expect(normalizePostalCode('902101234', 'US')).toBe('90210-1234');
    expect(normalizePostalCode('90210 1234', 'US')).toBe('90210-1234');
    expect(normalizePostalCode('90210–1234', 'US')).toBe('90210-1234');
    for (const typed of ['90210', '90210-1234', '902101234']) expect(explain(typed, 'US'), typed).toBeNull();
  });

  it('refuses a phone number, a short or long number, or letters as a ZIP code, saying what one is', () => {
    const expected = 'Enter a ZIP code of 5 digits, or 9 digits as ZIP+4 (for example 90210 or 90210-1234)';
    for (const typed of [
      '(714) 555-0123',
      '714-555-0123',
      '7145550123',
      '9021',
      '902101',
      'ABCDE',
      '90210-12',
    ]) {
      expect(explain(typed, 'US'), typed).toBe(expected);
    }
  });

  it('treats Puerto Rico and the other territories as ZIP codes of their own ranges', () => {
    expect(explain('00907', 'US')).toBeNull();
    expect(explain('009071234', 'PR')).toBeNull();
    expect(normalizePostalCode('009071234', 'PR')).toBe('00907-1234');
    expect(explain('90210', 'PR')).toBe(
      'Enter a ZIP code of 5 digits, or 9 digits as ZIP+4 (for example 00907 or 00907-1234)',
    );
    expect(explain('96910', 'GU')).toBeNull();
  });

  it('writes a Canadian code as A1A 1A1 and a Mexican one as 5 digits, each refused with its own example', () => {
    expect(normalizePostalCode('k1a0b1', 'CA')).toBe('K1A 0B1');
    expect(normalizePostalCode('K1A-0B1', 'CA')).toBe('K1A 0B1');
    expect(explain('k1a0b1', 'CA')).toBeNull();
    expect(explain('90210', 'CA')).toBe(
      'Enter a Canadian postal code: letter, digit, letter, space, digit, letter, digit (for example K1A 0B1)',
    );
    expect(explain('06600', 'MX')).toBeNull();
    expect(explain('6600', 'MX')).toBe('Enter a postal code of 5 digits (for example 06600)');
  });

  it("uses each other country's pattern, and a loose rule where none is known", () => {
    expect(normalizePostalCode('sw1a1aa', 'GB')).toBe('SW1A 1AA');
    expect(explain('75008', 'FR')).toBeNull();
    expect(explain('(714) 555-0123', 'FR')).toBe(
      'This is not how postal codes are written in the country FR: write it as on mail you receive there',
    );
    // A code the table does not know (user-assigned): letters and digits, and at least one digit.
    expect(explain('AB 123', 'ZZ')).toBeNull();
    for (const typed of ['(714) 555-0123', 'ABCDEF', '1']) expect(explain(typed, 'ZZ'), typed).not.toBeNull();
  });

  it('says nothing of an empty code (whether one is needed is for the publish rules) and counts it invalid', () => {
    expect(findPostalCodeProblem('', 'US')).toBeNull();
    expect(isPostalCodeValid('', 'US')).toBe(false);
    expect(isPostalCodeValid('902101234', 'US')).toBe(true);
    expect(isPostalCodeValid('(714) 555-0123', 'US')).toBe(false);
  });

  it('gives an example for the field’s hint where the country has one', () => {
    expect(getPostalCodeExample('US')).toBe('90210');
    expect(getPostalCodeExample('')).toBe('90210');
    expect(getPostalCodeExample('ca')).toBe('K1A 0B1');
    expect(getPostalCodeExample('MX')).toBe('06600');
    expect(getPostalCodeExample('FR')).toBeNull();
  });
});
