// The route table. The server answers 200 for these paths and 404 for anything else;
// the client maps each to its lazily loaded page.

export type TPageKey =
  | 'root'
  | 'landing'
  | 'dashboard'
  | 'admin'
  | 'admin-stats'
  | 'admin-blog'
  | 'about'
  | 'blog'
  | 'blog-post'
  | 'resources'
  | 'faq'
  | 'terms'
  | 'privacy'
  | 'cookies'
  | 'data-deletion'
  | 'accessibility'
  | 'contact'
  | 'support-resources'
  | 'community'
  | 'impact'
  | 'topic'
  | 'signup'
  | 'login'
  | 'reset-password'
  | 'verify-email'
  | 'browse'
  | 'my-lists'
  | 'create'
  | 'edit-list'
  | 'list-detail'
  | 'products'
  | 'profile'
  | 'profile-edit'
  | 'profile-privacy'
  | 'settings'
  | 'quick-actions'
  | 'public-profile';

export type TRouteEntry = { page: TPageKey; paths: readonly string[] };

export const TOPIC_SLUGS = [
  'fire-disaster-relief',
  'medical-necessity',
  'emergency-flood-relief',
  'essential-items',
  'groceries-food',
  'baby-items',
  'school-supplies',
  'clothing',
  'community-help',
  'crisis-relief-support',
  'personal-care-supplies',
] as const;

export type TTopicSlug = (typeof TOPIC_SLUGS)[number];

export function isTopicSlug(value: string): value is TTopicSlug {
  return (TOPIC_SLUGS as readonly string[]).includes(value);
}

export const ROUTE_TABLE: readonly TRouteEntry[] = [
  { page: 'root', paths: ['/'] },
  { page: 'landing', paths: ['/landing'] },
  { page: 'dashboard', paths: ['/dashboard'] },
  { page: 'admin', paths: ['/admin'] },
  { page: 'admin-stats', paths: ['/admin/stats'] },
  { page: 'admin-blog', paths: ['/admin/blog'] },
  { page: 'about', paths: ['/about-us', '/about'] },
  { page: 'blog', paths: ['/blog'] },
  { page: 'blog-post', paths: ['/blog/:slug'] },
  { page: 'resources', paths: ['/resources'] },
  { page: 'faq', paths: ['/faq'] },
  { page: 'terms', paths: ['/terms-and-conditions', '/terms'] },
  { page: 'privacy', paths: ['/privacy-policy', '/privacy'] },
  { page: 'cookies', paths: ['/cookies-policy', '/cookies'] },
  { page: 'data-deletion', paths: ['/facebook-data-deletion', '/data-deletion'] },
  { page: 'accessibility', paths: ['/accessibility'] },
  { page: 'contact', paths: ['/contact-us', '/contact'] },
  { page: 'support-resources', paths: ['/support-resources'] },
  { page: 'community', paths: ['/community'] },
  { page: 'impact', paths: ['/community-impact', '/impact'] },
  { page: 'topic', paths: TOPIC_SLUGS.map((slug) => `/${slug}`) },
  { page: 'signup', paths: ['/signup', '/sign-up', '/register'] },
  { page: 'login', paths: ['/login', '/auth'] },
  { page: 'reset-password', paths: ['/reset-password'] },
  { page: 'verify-email', paths: ['/verify-email'] },
  { page: 'browse', paths: ['/browse', '/find'] },
  { page: 'my-lists', paths: ['/my-needs-lists', '/my-lists'] },
  { page: 'create', paths: ['/create'] },
  { page: 'edit-list', paths: ['/edit-wishlist/:id'] },
  { page: 'list-detail', paths: ['/needslist/:id', '/wishlist/:id', '/wishlists/:id'] },
  { page: 'products', paths: ['/products', '/product-search', '/search'] },
  { page: 'profile', paths: ['/profile'] },
  { page: 'profile-edit', paths: ['/profile/edit'] },
  { page: 'profile-privacy', paths: ['/profile/privacy'] },
  { page: 'settings', paths: ['/settings'] },
  { page: 'quick-actions', paths: ['/quick-actions'] },
  // The public profile the privacy choices speak of (docs/decisions/006).
  { page: 'public-profile', paths: ['/people/:id'] },
];

/** Every address a page answers at, the one we link to first. */
export function readRoutePaths(page: TPageKey): readonly string[] {
  return ROUTE_TABLE.find((entry) => entry.page === page)?.paths ?? [];
}

export const ADMIN_PATHS: readonly string[] = ['/admin', '/admin/stats', '/admin/blog'];

export function isAdminPath(path: string): boolean {
  return ADMIN_PATHS.includes(stripTrailingSlash(path));
}

export function stripTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const patternParts = pattern.split('/');
  const pathParts = stripTrailingSlash(path).split('/');
  if (patternParts.length !== pathParts.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < patternParts.length; i++) {
    const expected = patternParts[i] ?? '';
    const actual = pathParts[i] ?? '';
    if (expected.startsWith(':')) {
      if (actual === '') return null;
      params[expected.slice(1)] = decodeURIComponent(actual);
    } else if (expected !== actual) {
      return null;
    }
  }
  return params;
}

export function matchRoute(path: string): { page: TPageKey; params: Record<string, string> } | null {
  for (const entry of ROUTE_TABLE) {
    for (const pattern of entry.paths) {
      try {
        const params = matchPattern(pattern, path);
        if (params) return { page: entry.page, params };
      } catch {
        return null; // malformed percent-encoding is not one of our pages
      }
    }
  }
  return null;
}

/** A message of the shared `routes` catalog (titles, topics, navigation). */
export type TRoutesMessageKey = keyof typeof import('#shared-catalog/routes.json');
/** Whoever shows a shared message translates it: the client in its build's language, the server per request. */
export type TTranslateRoutes = (key: TRoutesMessageKey, values?: Record<string, unknown>) => string;
/** A page title of the shared `titles` catalog (apart from `routes`: a first visit needs no titles). */
export type TTitlesMessageKey = keyof typeof import('#shared-catalog/titles.json');
export type TTranslateTitles = (key: TTitlesMessageKey, values?: Record<string, unknown>) => string;

export type TNavLink = {
  labelKey: TRoutesMessageKey;
  href: string;
  visibility: 'signed-out' | 'always' | 'signed-in';
};

export const NAV_LINKS: readonly TNavLink[] = [
  { labelKey: 'routes.nav.about', href: '/about-us', visibility: 'signed-out' },
  { labelKey: 'routes.nav.browse', href: '/browse', visibility: 'always' },
  { labelKey: 'routes.nav.create', href: '/create', visibility: 'always' },
  { labelKey: 'routes.nav.myLists', href: '/my-needs-lists', visibility: 'signed-in' },
  { labelKey: 'routes.nav.products', href: '/products', visibility: 'signed-in' },
];

export function getVisibleNavLinks(isSignedIn: boolean): TNavLink[] {
  return NAV_LINKS.filter(
    (link) => link.visibility === 'always' || (link.visibility === 'signed-in') === isSignedIn,
  );
}

// "A link is highlighted when the current path equals it or starts with it."
export function isNavLinkActive(currentPath: string, href: string): boolean {
  return currentPath === href || currentPath.startsWith(href);
}

/** The topic a topic page's path names ("/baby-items", with or without a trailing slash), if any. */
export function readTopicSlug(path: string): TTopicSlug | null {
  const slug = path.replace(/^\//, '').replace(/\/$/, '') as TTopicSlug;
  return isTopicSlug(slug) ? slug : null;
}

export function formatDocumentTitle(
  tTitles: TTranslateTitles,
  tRoutes: TTranslateRoutes,
  page: TPageKey | null,
  path = '',
): string {
  if (page === 'root' || page === 'landing') return tTitles(`titles.${page}`);
  const topic = page === 'topic' ? readTopicSlug(path) : null;
  const title = topic
    ? tRoutes(`routes.topic.${topic}`)
    : tTitles(page ? `titles.${page}` : 'titles.notFound');
  return tTitles('titles.ofPage', { title });
}
