import type { z } from 'zod';
import { renderValidationMessage, type TFieldKey } from '../i18n/validation';

// The one rule for text people type. Control characters are never typed (NUL would even make
// PostgreSQL refuse the row); line breaks and tabs are allowed where a field is multi-line.
// Direction overrides and isolates (U+202A–U+202E, U+2066–U+2069) are invisible and reorder what
// follows them, so "invoice‮gnp.exe" shows as "invoiceexe.png": a way to disguise a title or a name.
// Plain right-to-left text (Hebrew, Arabic) needs none of them and is accepted.
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;

// The English words of validation.text.control and validation.text.direction after the field's name
// (tests compare answers with them).
export const CONTROL_CHARACTERS_MESSAGE = 'contains characters that are not allowed';
export const DIRECTION_CONTROLS_MESSAGE =
  'contains a hidden character that reverses or reorders the text after it (such as a right-to-left override); remove it';

export type TTextProblem = 'control' | 'direction';

export function findTextProblem(value: string, { isMultiline = false } = {}): TTextProblem | null {
  for (const character of value) {
    const code = character.charCodeAt(0);
    if (isMultiline && (character === '\n' || character === '\t' || character === '\r')) continue;
    if (code < 0x20 || code === 0x7f) return 'control';
  }
  return DIRECTION_CONTROLS.test(value) ? 'direction' : null;
}

/** Text that comes from elsewhere (a sign-in provider's profile) with what the rule refuses taken out. */
export function removeForbiddenCharacters(value: string): string {
  let cleaned = '';
  for (const character of value) {
    const code = character.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || DIRECTION_CONTROLS.test(character)) continue;
    cleaned += character;
  }
  return cleaned;
}

/**
 * The text rule as a Zod refinement: `.superRefine(checkText('validation.field.title'))` adds "Title
 * contains …" (in the language being rendered).
 */
export function checkText(label: TFieldKey, options: { isMultiline?: boolean } = {}) {
  return (value: string, context: z.RefinementCtx): void => {
    const problem = findTextProblem(value, options);
    if (problem === null) return;
    context.addIssue({
      code: 'custom',
      message: renderValidationMessage({
        key: problem === 'control' ? 'validation.text.control' : 'validation.text.direction',
        values: { field: { key: label } },
      }),
    });
  };
}

// The top-level domains an address typed without a scheme or a path is recognised by: the generic
// ones spam uses most, and the country codes sold as generic ones or common where our families live.
// A list rather than "any letters after a dot", which would refuse "Ma.Luisa" and "St.John"; without
// .de, which "Ma.de Jesús" (María de Jesús) would meet.
const COMMON_TOP_LEVEL_DOMAINS =
  'com|net|org|info|biz|edu|gov|mil|int|name|pro|mobi|app|dev|page|xyz|online|site|website|top|' +
  'shop|store|link|click|live|club|vip|win|icu|buzz|fun|life|world|today|email|zip|mov|io|co|me|' +
  'ly|to|cc|tv|ws|gg|ai|sh|im|gl|tk|ml|ga|cf|gq|us|uk|ca|mx|es|ar|cl|pe|ve|br|fr|it|ru|cn|in|' +
  'au|eu';

// Each is a way to write an address a mail client or a reader would follow.
const ADDRESS_PATTERNS: readonly RegExp[] = [
  // A scheme: https://, ftp://…
  /[a-z][a-z\d+.-]*:\/\//i,
  /(?:^|[^\p{L}\p{N}])www\d{0,3}\./iu,
  // An email address (name@host), even without a top-level domain.
  /[^\s@]@[^\s@]/u,
  // A host with a path, after a port or not: evil.test/k, bit.ly/x, shop.example:8080/deal.
  /[\p{L}\p{N}-]\.[a-z]{2,}(?::\d{1,5})?\//iu,
  // A host ending in a common top-level domain: paypal.com, gana.es.
  new RegExp(`[\\p{L}\\p{N}-]\\.(?:${COMMON_TOP_LEVEL_DOMAINS})(?![\\p{L}\\p{N}-])`, 'iu'),
];

/**
 * Whether text holds a web or an email address. Names travel to other people: "Hello {name}," in a
 * mail to whatever address was typed at sign-up, a donor's name in a family's notices and digest, a
 * name on a public page. A name like "claim $500 at https://evil.test/k" would make us send spam.
 */
export function hasWebOrEmailAddress(value: string): boolean {
  // Compatibility forms read as what they look like: "evil．com" (a full-width dot), "ｅｖｉｌ.com".
  const seen = value.normalize('NFKC');
  return ADDRESS_PATTERNS.some((pattern) => pattern.test(seen));
}

/**
 * The rule for a person's name as a Zod refinement, beside checkText: no web or email address
 * ("First name cannot contain a web address or an email address").
 */
export function checkName(label: TFieldKey) {
  return (value: string, context: z.RefinementCtx): void => {
    if (!hasWebOrEmailAddress(value)) return;
    context.addIssue({
      code: 'custom',
      message: renderValidationMessage({ key: 'validation.text.address', values: { field: { key: label } } }),
    });
  };
}
