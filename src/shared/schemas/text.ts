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
