import { describe, expect, it } from 'vitest';
import * as pagePaths from './page-path-builders';
import * as PAGE_PATHS from './page-paths';
import {
  getVisibleNavLinks,
  isAdminPath,
  isNavLinkActive,
  matchRoute,
  ROUTE_TABLE,
  type TPageKey,
} from './routes';

describe('isNavLinkActive (equal to the path or the path starts with it)', () => {
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
    expect(getVisibleNavLinks(false).map((link) => link.labelKey)).toEqual([
      'routes.nav.about',
      'routes.nav.browse',
      'routes.nav.create',
    ]);
    expect(getVisibleNavLinks(true).map((link) => link.labelKey)).toEqual([
      'routes.nav.browse',
      'routes.nav.create',
      'routes.nav.myLists',
      'routes.nav.products',
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
    expect(matchRoute('/accessibility')?.page).toBe('accessibility');
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

describe('page paths', () => {
  const SAMPLE_ID = '0b8e6f3c-4d2a-4f7e-9a1b-2c3d4e5f6a7b';

  // The page each static path is for, by the route table's own key.
  const STATIC_PAGES: Record<keyof typeof PAGE_PATHS, TPageKey> = {
    root: 'root',
    dashboard: 'dashboard',
    admin: 'admin',
    adminStats: 'admin-stats',
    adminBlog: 'admin-blog',
    about: 'about',
    blog: 'blog',
    resources: 'resources',
    faq: 'faq',
    terms: 'terms',
    privacy: 'privacy',
    cookies: 'cookies',
    dataDeletion: 'data-deletion',
    accessibility: 'accessibility',
    contact: 'contact',
    supportResources: 'support-resources',
    community: 'community',
    impact: 'impact',
    signup: 'signup',
    login: 'login',
    resetPassword: 'reset-password',
    verifyEmail: 'verify-email',
    browse: 'browse',
    myLists: 'my-lists',
    create: 'create',
    products: 'products',
    profile: 'profile',
    myGifts: 'profile',
    profileEdit: 'profile-edit',
    profilePrivacy: 'profile-privacy',
    settings: 'settings',
    quickActions: 'quick-actions',
  };

  const STATIC_PATHS = new Map<string, string>(Object.entries(PAGE_PATHS));

  it('names a page for every static path', () => {
    expect([...STATIC_PATHS.keys()].sort()).toEqual(Object.keys(STATIC_PAGES).sort());
  });

  it.each(Object.entries(STATIC_PAGES))('PAGE_PATHS.%s is served as the %s page', (key, page) => {
    const path = STATIC_PATHS.get(key) ?? '';
    expect(matchRoute(path.split('#')[0] ?? path)?.page).toBe(page);
  });

  // Each builder with sample arguments, the page its path must reach and the exact text it gives.
  const BUILT: [string, TPageKey, string][] = [
    [pagePaths.listDetail(SAMPLE_ID), 'list-detail', `/needslist/${SAMPLE_ID}`],
    [pagePaths.listDetail(SAMPLE_ID, 'your-gifts'), 'list-detail', `/needslist/${SAMPLE_ID}#your-gifts`],
    [pagePaths.listGive(SAMPLE_ID, 'item-1'), 'list-detail', `/needslist/${SAMPLE_ID}?give=item-1`],
    [pagePaths.editList(SAMPLE_ID), 'edit-list', `/edit-wishlist/${SAMPLE_ID}`],
    [pagePaths.editList(SAMPLE_ID, 'shipping'), 'edit-list', `/edit-wishlist/${SAMPLE_ID}#shipping`],
    [pagePaths.blogPost('a post/é'), 'blog-post', '/blog/a%20post%2F%C3%A9'],
    [pagePaths.blogPage(1), 'blog', '/blog'],
    [pagePaths.blogPage(3), 'blog', '/blog?page=3'],
    [pagePaths.publicProfile(SAMPLE_ID), 'public-profile', `/people/${SAMPLE_ID}`],
    [pagePaths.login('/'), 'login', '/login'],
    [pagePaths.login('/create?x=1'), 'login', '/login?returnTo=%2Fcreate%3Fx%3D1'],
    [pagePaths.loginWith('email=a%40b.c'), 'login', '/login?email=a%40b.c'],
    [pagePaths.loginWith({ toString: () => '' }), 'login', '/login'],
    [pagePaths.signup('/'), 'signup', '/signup'],
    [pagePaths.signup('/browse'), 'signup', '/signup?returnTo=%2Fbrowse'],
    [pagePaths.verifyEmail('status=verified'), 'verify-email', '/verify-email?status=verified'],
    [pagePaths.browse('q=coat'), 'browse', '/browse?q=coat'],
    [pagePaths.browse(''), 'browse', '/browse'],
    [pagePaths.products(`list=${SAMPLE_ID}`), 'products', `/products?list=${SAMPLE_ID}`],
    [pagePaths.create('category=baby-items'), 'create', '/create?category=baby-items'],
    [pagePaths.admin('tab=users'), 'admin', '/admin?tab=users'],
    [pagePaths.accountDeleted('X Y'), 'data-deletion', '/data-deletion?code=X%20Y&deleted=1'],
    [pagePaths.productsForList('a b'), 'products', '/products?list=a%20b'],
    [pagePaths.loginWith('social=failed'), 'login', '/login?social=failed'],
  ];

  it.each(BUILT)('%s is served as the %s page', (path, page, expected) => {
    expect(path).toBe(expected);
    const pathname = path.split(/[?#]/)[0] ?? path;
    expect(matchRoute(pathname)?.page).toBe(page);
  });

  it('builds a path for every parameterised page of the route table', () => {
    const builtPages = new Set(BUILT.map(([, page]) => page));
    const parameterised = ROUTE_TABLE.filter((entry) => entry.paths.some((path) => path.includes('/:')));
    for (const entry of parameterised) expect(builtPages).toContain(entry.page);
  });
});
