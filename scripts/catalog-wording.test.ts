// Wording rules the catalogs keep in every language (docs/spanish-glossary.md): curly quotation marks,
// one way of saying a field is required, plurals where a count is read, and the word typed to delete
// an account named in the page's own language.
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { readCatalogs } from '../e2e/messages';
import { formatMessage } from '../src/shared/i18n/format-message';
import { INTL_LOCALES, LOCALES, type TLocale } from '../src/shared/i18n/locales';
import { DELETE_CONFIRMATION_WORDS } from '../src/shared/schemas/data-deletion';

function format(locale: TLocale, message: string, values: Record<string, unknown>): string {
  return formatMessage(compileMessage(message), values, INTL_LOCALES[locale]);
}

// The messages a form or an answer gives for a field left empty, by their keys; and those whose key
// looks like one but say something else (a post's publishing rule, a page that is gone, an address
// someone else has not finished).
const REQUIRED_KEY = /(?:[Rr]equired|[a-z]Missing)$|^family-gifts\.thanks\.empty$/;
const NOT_A_REQUIRED_FIELD = new Set([
  'errors.blog.bodyRequired',
  'errors.blog.postMissing',
  'pledges.address.incompleteMissing',
  'notifications.addressIncomplete.messageMissing',
]);
// "Title is required"; "Título: este campo es obligatorio" (no agreement with the field's gender).
const REQUIRED_WORDING: Record<TLocale, { pattern: RegExp; mentions: RegExp }> = {
  en: { pattern: /^(?:This field|[^:.]+) is required$/, mentions: /\brequired\b/i },
  es: {
    pattern: /^(?:Este campo|[^:.]+: este campo) es obligatorio$/,
    mentions: /obligatori|requerid|se requiere/i,
  },
};

describe.each(LOCALES)('the %s catalogs', (locale) => {
  const messages = readCatalogs(locale);

  it('quote with curly quotation marks, never straight ones', () => {
    const straight = Object.entries(messages).filter(([, message]) => message.includes('"'));
    expect(straight.map(([key]) => key)).toEqual([]);
  });

  it('say a required field is empty in one way', () => {
    const { pattern, mentions } = REQUIRED_WORDING[locale];
    const required = Object.keys(messages).filter(
      (key) => REQUIRED_KEY.test(key) && !NOT_A_REQUIRED_FIELD.has(key),
    );
    expect(required.length).toBeGreaterThan(15);
    const offWording = Object.entries(messages).filter(
      ([key, message]) => (required.includes(key) || mentions.test(message)) && !pattern.test(message.trim()),
    );
    expect(offWording).toEqual([]);
  });

  it('name the word typed to delete an account in this language', () => {
    const word = DELETE_CONFIRMATION_WORDS[locale];
    for (const key of [
      'validation.deletion.typeDelete',
      'account.delete.confirmation',
      'privacy.choices.delete.how',
      'data-deletion.yourself.delete',
    ]) {
      expect(messages[key], key).toContain(word);
      for (const other of Object.values(DELETE_CONFIRMATION_WORDS)) {
        if (other !== word) expect(messages[key], key).not.toContain(other);
      }
    }
  });
});

describe('counts read in Spanish', () => {
  const messages = readCatalogs('es');

  it('agree with their number: "Falta 1 de 1", "Faltan 3 de 5"', () => {
    const stillNeeded = messages['needs-lists.item.stillNeeded'] ?? '';
    expect(format('es', stillNeeded, { count: 1, total: 1 })).toBe('Falta 1 de 1');
    expect(format('es', stillNeeded, { count: 3, total: 5 })).toBe('Faltan 3 de 5');
    const english = readCatalogs('en')['needs-lists.item.stillNeeded'] ?? '';
    expect(format('en', english, { count: 1, total: 1 })).toBe('1 of 1 still needed');
  });
});
