import { describe, expect, it } from 'vitest';
import { countCharacters, countLetters } from './visible-text';

describe('text as people see it', () => {
  it('counts each emoji, flag, family and accented letter as one character', () => {
    expect('🔥🏠💔🙏'.length).toBe(8);
    expect(countCharacters('🔥🏠💔🙏')).toBe(4);
    expect(countCharacters('👨‍👩‍👧‍👦')).toBe(1);
    expect(countCharacters('🇲🇽')).toBe(1);
    // "é" typed as e and a combining accent (two units) is one letter on the screen.
    expect(countCharacters('Me\u0301xico')).toBe(6);
    expect(countCharacters('')).toBe(0);
  });

  it('counts letters of any script, and no emoji, digit or symbol', () => {
    expect(countLetters('🔥🏠💔🙏')).toBe(0);
    expect(countLetters('123 !!! ❤️')).toBe(0);
    expect(countLetters('Ayuda 🔥')).toBe(5);
    expect(countLetters('帮助我们')).toBe(4);
    expect(countLetters('مساعدة')).toBe(6);
    expect(countLetters('Niños')).toBe(5);
  });
});
