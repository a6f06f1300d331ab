// The words of a text as product search reads them: lower-case runs of letters and digits, in any
// script ("pañales" stays one word). Only such words ever reach a tsquery, so no search text can
// be read as tsquery syntax.
const WORD_PATTERN = /[\p{L}\p{N}]+/gu;

export const SEARCH_WORD_MAX_LENGTH = 40;

export function splitSearchWords(text: string): string[] {
  return (text.toLowerCase().match(WORD_PATTERN) ?? []).filter(
    (word) => word.length <= SEARCH_WORD_MAX_LENGTH,
  );
}
