import { describe, expect, it } from 'vitest';
import { getVisibleNavLinks, isAdminPath, isNavLinkActive, matchRoute } from './routes';

describe('isNavLinkActive (seed: equal to the path or the path starts with it)', () => {
  it.each([
    ['/browse', '/browse', true],
    ['/browse/extra', '/browse', true],
    ['/browser', '/browse', true],
    ['/create', '/browse', false],
    ['/', '/browse', false],
    ['/my-needs-lists', '/my-needs-lists', true],
  ])('path %s, link %s → %s', (path, href, expected) => {
    expect(isNavLinkActive(path, href)).toBe(expected);
  });
});

describe('getVisibleNavLinks', () => {
  it('shows About Us only signed out and the member links only signed in', () => {
    expect(getVisibleNavLinks(false).map((link) => link.label)).toEqual([
      'About Us',
      'Find Needs Lists',
      'Create Needs List',
    ]);
    expect(getVisibleNavLinks(true).map((link) => link.label)).toEqual([
      'Find Needs Lists',
      'Create Needs List',
      'My Needs Lists',
      'Find Products',
    ]);
  });
});

describe('matchRoute', () => {
  it('matches aliases and parameters, and nothing else', () => {
    expect(matchRoute('/about')?.page).toBe('about');
    expect(matchRoute('/about-us/')?.page).toBe('about');
    expect(matchRoute('/wishlists/abc')).toEqual({ page: 'list-detail', params: { id: 'abc' } });
    expect(matchRoute('/blog/my-post')).toEqual({ page: 'blog-post', params: { slug: 'my-post' } });
    expect(matchRoute('/baby-items')?.page).toBe('topic');
    expect(matchRoute('/needslist')).toBeNull();
    expect(matchRoute('/nope')).toBeNull();
    expect(matchRoute('/blog/%E0%A4%A')).toBeNull();
  });

  it('knows the admin paths', () => {
    expect(isAdminPath('/admin')).toBe(true);
    expect(isAdminPath('/admin/stats/')).toBe(true);
    expect(isAdminPath('/administrator')).toBe(false);
  });
});
