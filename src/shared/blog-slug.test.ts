import { describe, expect, it } from 'vitest';
import { BLOG_SLUG_MAX, toSlug } from './blog-slug';
import { ZBlogSlug } from './schemas/blog';

describe('toSlug', () => {
  it('lowercases a title and joins its words with single hyphens', () => {
    expect(toSlug('How to Ask for Help')).toBe('how-to-ask-for-help');
    expect(toSlug('  Winter coats -- and   boots!  ')).toBe('winter-coats-and-boots');
    expect(toSlug('5 things: a list (2026)')).toBe('5-things-a-list-2026');
  });

  it('takes the accents off letters', () => {
    expect(toSlug("Après l'incendie")).toBe('apres-l-incendie');
    expect(toSlug('Crème brûlée & café')).toBe('creme-brulee-cafe');
    expect(toSlug('Ｆｕｌｌｗｉｄｔｈ ｔｅｘｔ')).toBe('fullwidth-text');
  });

  it('turns any other character into a hyphen, and nothing into nothing', () => {
    expect(toSlug('Straße')).toBe('stra-e');
    expect(toSlug('家族 🏠')).toBe('');
    expect(toSlug('---')).toBe('');
    expect(toSlug('')).toBe('');
  });

  it(`keeps at most ${BLOG_SLUG_MAX} characters, never ending on a hyphen`, () => {
    const slug = toSlug(`${'a'.repeat(BLOG_SLUG_MAX - 1)} b c`);
    expect(slug).toBe('a'.repeat(BLOG_SLUG_MAX - 1));
    expect(toSlug('word '.repeat(40)).length).toBeLessThanOrEqual(BLOG_SLUG_MAX);
  });

  it('always makes an address the API accepts, or nothing', () => {
    for (const title of ['Hello, World', 'Ça va?', '  x  ', '1-2-3', 'Ünïcödé — “quotes”', 'A'.repeat(200)]) {
      const slug = toSlug(title);
      expect(ZBlogSlug.safeParse(slug).success, title).toBe(true);
    }
  });
});
