import { describe, expect, it } from 'vitest';
import { normalizeProductUrl, parsePriceToCents } from './item-input';

describe('parsePriceToCents', () => {
  it.each([
    ['12.50', 1250],
    ['$12', 1200],
    [' 12,50 ', 1250],
    ['12,5', 1250],
    ['1,250', 125_000],
    ['1,250.99', 125_099],
    ['0.99', 99],
    ['', null],
  ])('reads %j as %j cents', (input, cents) => {
    expect(parsePriceToCents(input)).toBe(cents);
  });

  it.each(['12,500,0', '12.505', 'ten', '-3', '1.2.3', '12,'])('refuses %j', (input) => {
    expect(parsePriceToCents(input)).toBeNaN();
  });
});

describe('normalizeProductUrl', () => {
  it('adds https:// to a bare address and keeps full ones', () => {
    expect(normalizeProductUrl('www.target.com/p/kids-coat')).toBe('https://www.target.com/p/kids-coat');
    expect(normalizeProductUrl(' http://example.com ')).toBe('http://example.com');
    expect(normalizeProductUrl('javascript:alert(1)')).toBe('javascript:alert(1)');
    expect(normalizeProductUrl('www.target.com:8080/x')).toBe('https://www.target.com:8080/x');
    expect(normalizeProductUrl('  ')).toBeNull();
  });
});
