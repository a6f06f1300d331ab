// The words of a text as product search reads them: lower-case runs of letters and digits, in any
// script, without accents ("Colchón" and "colchon" are one word, and so are "pañales" and "panales":
// people type on keyboards without them). Only such words ever reach a tsquery, so no search text can
// be read as tsquery syntax. The catalog's search documents are folded the same way when they are
// loaded, so a word typed either way finds the other.
const WORD_PATTERN = /[\p{L}\p{M}\p{N}]+/gu;
const COMBINING_MARKS = /\p{M}+/gu;

export const SEARCH_WORD_MAX_LENGTH = 40;

/** Lower case, accents and other marks taken off the letters they sit on ("Ñandú" → "nandu"). */
export function foldSearchText(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '').normalize('NFC').toLowerCase();
}

/** Each word as search reads it (`word`, folded) and as it was written, in lower case ("colchón"). */
export function readSearchWords(text: string): Array<{ word: string; written: string }> {
  return (text.normalize('NFC').toLowerCase().match(WORD_PATTERN) ?? [])
    .map((written) => ({ word: foldSearchText(written), written }))
    .filter(({ word }) => word.length > 0 && word.length <= SEARCH_WORD_MAX_LENGTH);
}

export function splitSearchWords(text: string): string[] {
  return readSearchWords(text).map(({ word }) => word);
}
