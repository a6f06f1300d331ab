import { describe, expect, it } from 'vitest';
import { findTextProblem } from './text';

const DIRECTION_CONTROLS = [
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
];

describe('the text rule', () => {
  it.each(DIRECTION_CONTROLS)('refuses the direction control U+%s', (character) => {
    expect(findTextProblem(`invoice${character}gnp.exe`)).toBe('direction');
    expect(findTextProblem(`line one\n${character}line two`, { isMultiline: true })).toBe('direction');
  });

  it('accepts right-to-left writing and the marks it uses', () => {
    expect(findTextProblem('שלום עליכם')).toBeNull();
    expect(findTextProblem('مرحبا بكم')).toBeNull();
    expect(findTextProblem('Dana \u200Fשרה\u200E Whitfield')).toBeNull();
  });

  it('refuses control characters, and allows line breaks only where text is multi-line', () => {
    expect(findTextProblem('a\u0007b')).toBe('control');
    expect(findTextProblem('a\nb')).toBe('control');
    expect(findTextProblem('a\nb\tc', { isMultiline: true })).toBeNull();
  });
});
