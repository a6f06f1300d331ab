import { describe, expect, it } from 'vitest';
import { removeLanguageParam } from './language-param';

describe('removeLanguageParam', () => {
  it('keeps every other parameter, in order, and drops only the language', () => {
    expect(removeLanguageParam('lang=es')).toBe('');
    expect(removeLanguageParam('?q=coats&lang=es&page=2')).toBe('q=coats&page=2');
    expect(removeLanguageParam('q=winter+coats&near=Denver')).toBe('q=winter+coats&near=Denver');
    expect(removeLanguageParam('')).toBe('');
  });
});
