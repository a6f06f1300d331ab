// Postal codes by country: how people type them, how they are stored, and the message when what was
// typed is not one (a phone number in the ZIP field reached a donor's shipping form). The address form
// takes any two-letter country code, so each country's own pattern is used (a maintained table of
// about 190 countries); a country it does not know gets a loose rule that still refuses a phone number.
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import type { TValidationMessage } from './i18n/validation';

/**
 * Countries and territories on US ZIP codes (Puerto Rico and the other territories; the freely
 * associated states use them too), each with an example from its own range.
 */
const ZIP_CODE_EXAMPLES: Readonly<Record<string, string>> = {
  US: '90210',
  PR: '00907',
  VI: '00802',
  GU: '96910',
  AS: '96799',
  MP: '96950',
  MH: '96960',
  FM: '96941',
  PW: '96940',
  UM: '96898',
};

// The other countries with a worded message and an example of their own; the rest are named by code.
const CANADA_EXAMPLE = 'K1A 0B1';
const MEXICO_EXAMPLE = '06600';
const OTHER_EXAMPLES: Readonly<Record<string, string>> = { CA: CANADA_EXAMPLE, MX: MEXICO_EXAMPLE };

const LOOSE_PATTERN = /^[A-Z0-9][A-Z0-9 -]{1,9}$/;

// The address form starts on US; a country left empty is asked for by the publish rules.
function toCountryCode(country: string): string {
  return country.trim().toUpperCase() || 'US';
}

function isZipCountry(country: string): boolean {
  return Object.hasOwn(ZIP_CODE_EXAMPLES, country);
}

/** A postal code as people write it on an envelope, for the shape of the country's postal codes. */
export function getPostalCodeExample(country: string): string | null {
  const code = toCountryCode(country);
  return ZIP_CODE_EXAMPLES[code] ?? OTHER_EXAMPLES[code] ?? null;
}

/**
 * What was typed, written the way the country writes it: spaces trimmed and single, capitals, any
 * dash a hyphen; a ZIP+4 typed as nine digits ("123456789") or with a space gets its hyphen
 * ("12345-6789"), and a Canadian or British code its one space before the last three characters
 * ("k1a0b1" → "K1A 0B1"). Anything else is left as typed (the check then says what is expected).
 */
export function normalizePostalCode(value: string, country: string): string {
  const code = toCountryCode(country);
  const typed = value
    .trim()
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\s+/g, ' ')
    .toUpperCase();
  if (isZipCountry(code)) {
    const zip = /^(\d{5}) ?[- ]? ?(\d{4})$/.exec(typed);
    if (zip) return `${zip[1]}-${zip[2]}`;
    return typed;
  }
  if (code === 'CA' || code === 'GB') {
    const compact = typed.replace(/[ -]/g, '');
    const spaced = `${compact.slice(0, -3)} ${compact.slice(-3)}`;
    return compact.length >= 5 && postcodeValidator(spaced, code) ? spaced : typed;
  }
  return typed;
}

/**
 * Why a (normalised) postal code cannot be one of the country's, as a message; null when it can, or
 * when nothing is typed (whether one is needed is the publish rules' business).
 */
export function findPostalCodeProblem(postalCode: string, country: string): TValidationMessage | null {
  if (postalCode === '') return null;
  const code = toCountryCode(country);
  const zipExample = ZIP_CODE_EXAMPLES[code];
  if (zipExample !== undefined) {
    return postcodeValidator(postalCode, code)
      ? null
      : { key: 'validation.postalCode.zip', values: { example: zipExample } };
  }
  if (!postcodeValidatorExistsForCountry(code)) {
    const isLoose = LOOSE_PATTERN.test(postalCode) && /\d/.test(postalCode);
    return isLoose ? null : { key: 'validation.postalCode.loose' };
  }
  if (postcodeValidator(postalCode, code)) return null;
  if (code === 'CA') return { key: 'validation.postalCode.canada', values: { example: CANADA_EXAMPLE } };
  if (code === 'MX') return { key: 'validation.postalCode.fiveDigits', values: { example: MEXICO_EXAMPLE } };
  return { key: 'validation.postalCode.ofCountry', values: { country: code } };
}

/** Whether a postal code, as typed, is one of the country's once normalised (an empty one is not). */
export function isPostalCodeValid(postalCode: string, country: string): boolean {
  const normalized = normalizePostalCode(postalCode, country);
  return normalized !== '' && findPostalCodeProblem(normalized, country) === null;
}
