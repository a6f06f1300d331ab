import { describe, expect, it } from 'vitest';
import { findTextProblem, hasWebOrEmailAddress } from './text';

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

describe('the name rule: no web or email address', () => {
  it.each([
    'claim $500 at https://evil.test/k',
    'HTTP://EVIL.TEST',
    'ftp://files.example',
    'www.evil.example',
    'visit WWW2.evil.example now',
    'evil.test/k',
    'bit.ly/abc',
    'shop.example:8080/deal',
    'paypal.com',
    'Win at prizes.COM',
    'free-money.xyz',
    'ana@example.com',
    'write to ana@gmail',
    'mi.tienda.com.mx',
    'gana.es',
    'win at evil．com',
    'ｗｗｗ.evil.example',
  ])('refuses %j', (name) => {
    expect(hasWebOrEmailAddress(name)).toBe(true);
  });

  it.each([
    'Ana',
    'María José',
    "O'Neil-Smith",
    'Ma. Luisa',
    'Ma.Luisa',
    'Ma.de Jesús',
    'Ma.del Carmen',
    'St.John',
    'J.R.R. Tolkien',
    'Jr.',
    'Dr. Ana Ruiz',
    'Nguyễn Văn An',
    'Zoë',
    'شريف',
    'Ana @ home',
    '',
  ])('accepts %j', (name) => {
    expect(hasWebOrEmailAddress(name)).toBe(false);
  });
});
