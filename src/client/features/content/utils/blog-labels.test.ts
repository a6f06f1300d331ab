import { describe, expect, it } from 'vitest';
import { formatBlogDate, getBlogPageHref, getBlogPostHref, readBlogPage } from './blog-labels';

describe('formatBlogDate', () => {
  it('writes the month in words', () => {
    expect(formatBlogDate('2026-11-20T10:00:00.000Z', 'UTC')).toBe('November 20, 2026');
  });

  it('uses the given time zone for the day', () => {
    expect(formatBlogDate('2026-11-21T02:00:00.000Z', 'America/Chicago')).toBe('November 20, 2026');
  });

  it('says nothing for a date it cannot read', () => {
    expect(formatBlogDate('not a date', 'UTC')).toBe('');
  });
});

describe('readBlogPage', () => {
  it.each([
    ['', 1],
    ['page=2', 2],
    ['page=1', 1],
    ['page=0', 1],
    ['page=-3', 1],
    ['page=2.5', 1],
    ['page=abc', 1],
    ['page=', 1],
    ['page=99999', 1000],
    ['q=x&page=3', 3],
  ])('reads “%s” as page %i', (search, page) => {
    expect(readBlogPage(search)).toBe(page);
  });
});

describe('getBlogPageHref', () => {
  it('gives the first page the plain address', () => {
    expect(getBlogPageHref(1)).toBe('/blog');
    expect(getBlogPageHref(0)).toBe('/blog');
  });

  it('puts later pages in the query', () => {
    expect(getBlogPageHref(3)).toBe('/blog?page=3');
  });
});

describe('getBlogPostHref', () => {
  it('leads to the post', () => {
    expect(getBlogPostHref('winter-coats')).toBe('/blog/winter-coats');
  });
});
