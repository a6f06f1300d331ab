import { describe, expect, it } from 'vitest';
import { foldSearchText, readSearchWords, splitSearchWords } from './search-words';

describe('search words', () => {
  it('reads a word typed with or without its accents as the same word', () => {
    expect(splitSearchWords('Colchón inflable')).toEqual(splitSearchWords('colchon INFLABLE'));
    expect(splitSearchWords('pañales, etapa 4')).toEqual(['panales', 'etapa', '4']);
    // However the accent is encoded: one character, or a letter and a combining mark.
    expect(splitSearchWords('colch\u006f\u0301n')).toEqual(['colchon']);
    expect(foldSearchText('Ñandú, pingüino, crème brûlée')).toBe('nandu, pinguino, creme brulee');
  });

  it('keeps how each word was written, to show it', () => {
    expect(readSearchWords('Colchón de AIRE')).toEqual([
      { word: 'colchon', written: 'colchón' },
      { word: 'de', written: 'de' },
      { word: 'aire', written: 'aire' },
    ]);
  });

  it('keeps only letters and digits, so no search is ever tsquery syntax', () => {
    expect(splitSearchWords("(a|b)&!c:* ' or 1=1 --")).toEqual(['a', 'b', 'c', 'or', '1', '1']);
    expect(splitSearchWords('x'.repeat(41))).toEqual([]);
    // A mark on its own is no word.
    expect(splitSearchWords('\u0301 \u0301\u0301')).toEqual([]);
  });
});
