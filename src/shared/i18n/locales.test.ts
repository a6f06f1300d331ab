import { describe, expect, it } from 'vitest';
import { chooseLocale, readAcceptLanguage } from './locales';

describe('readAcceptLanguage', () => {
  it('picks the best supported language by q-value and order', () => {
    expect(readAcceptLanguage('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(readAcceptLanguage('fr-FR,fr;q=0.9,es;q=0.5,en;q=0.7')).toBe('en');
    expect(readAcceptLanguage('en;q=0.2, es')).toBe('es');
    expect(readAcceptLanguage('de, es;q=0')).toBeNull();
  });

  it('says nothing for an empty, odd or unsupported header', () => {
    expect(readAcceptLanguage(undefined)).toBeNull();
    expect(readAcceptLanguage('')).toBeNull();
    expect(readAcceptLanguage('*')).toBeNull();
    expect(readAcceptLanguage('fr;q=abc, pt')).toBeNull();
  });
});

describe('chooseLocale', () => {
  it('takes the first choice that is a language of ours, else English', () => {
    expect(chooseLocale(null, 'fr', 'es', 'en')).toBe('es');
    expect(chooseLocale(undefined, '')).toBe('en');
  });
});
