// Text typed into a form never needs control characters (NUL would even make PostgreSQL refuse the
// row); line breaks and tabs are allowed where a field is multi-line.
export function hasNoControlCharacters(value: string, { isMultiline = false } = {}): boolean {
  for (const character of value) {
    const code = character.charCodeAt(0);
    if (isMultiline && (character === '\n' || character === '\t' || character === '\r')) continue;
    if (code < 0x20 || code === 0x7f) return false;
  }
  return true;
}

export const CONTROL_CHARACTERS_MESSAGE = 'contains characters that are not allowed';
