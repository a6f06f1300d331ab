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

export const TOPIC_TITLES: Record<TTopicSlug, string> = {
  'fire-disaster-relief': 'Fire Disaster Relief',
  'medical-necessity': 'Medical Necessity',
  'emergency-flood-relief': 'Emergency Flood Relief',
  'essential-items': 'Essential Items',
  'groceries-food': 'Groceries & Food',
  'baby-items': 'Baby Items',
  'school-supplies': 'School Supplies',
  clothing: 'Clothing',
  'community-help': 'Community Help',
  'crisis-relief-support': 'Crisis Relief Support',
  'personal-care-supplies': 'Personal Care Supplies',
};

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

export type TNavLink = {
  label: string;
  href: string;
  visibility: 'signed-out' | 'always' | 'signed-in';
};

export const NAV_LINKS: readonly TNavLink[] = [
  { label: 'About Us', href: '/about-us', visibility: 'signed-out' },
  { label: 'Find Needs Lists', href: '/browse', visibility: 'always' },
  { label: 'Create Needs List', href: '/create', visibility: 'always' },
  { label: 'My Needs Lists', href: '/my-needs-lists', visibility: 'signed-in' },
  { label: 'Find Products', href: '/products', visibility: 'signed-in' },
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

// Page titles, shared by the server (the HTML <title>) and the client (document.title).
export const PAGE_TITLES: Record<TPageKey, string> = {
  root: 'Kindlist: needs lists for families rebuilding after hardship',
  landing: 'Kindlist: needs lists for families rebuilding after hardship',
  dashboard: 'Dashboard',
  admin: 'Admin',
  'admin-stats': 'Admin statistics',
  'admin-blog': 'Admin blog',
  about: 'About us',
  blog: 'Blog',
  'blog-post': 'Blog',
  resources: 'Resources',
  faq: 'Frequently asked questions',
  terms: 'Terms and conditions',
  privacy: 'Privacy policy',
  cookies: 'Cookies policy',
  'data-deletion': 'Data deletion',
  contact: 'Contact us',
  'support-resources': 'Support resources',
  community: 'Community',
  impact: 'Community impact',
  topic: 'Needs lists by topic',
  signup: 'Create an account',
  login: 'Sign in',
  'reset-password': 'Reset your password',
  'verify-email': 'Verify your email',
  browse: 'Find needs lists',
  'my-lists': 'My needs lists',
  create: 'Create a needs list',
  'edit-list': 'Edit needs list',
  'list-detail': 'Needs list',
  products: 'Find products',
  profile: 'Your dashboard',
  'profile-edit': 'Edit profile',
  'profile-privacy': 'Privacy settings',
  settings: 'Settings',
  'quick-actions': 'Quick actions',
  'public-profile': 'Profile',
};

/** The topic a topic page's path names ("/baby-items", with or without a trailing slash), if any. */
export function readTopicSlug(path: string): TTopicSlug | null {
  const slug = path.replace(/^\//, '').replace(/\/$/, '') as TTopicSlug;
  return TOPIC_TITLES[slug] ? slug : null;
}

export function formatDocumentTitle(page: TPageKey, path = ''): string {
  if (page === 'root' || page === 'landing') return PAGE_TITLES[page];
  const topic = page === 'topic' ? readTopicSlug(path) : null;
  if (topic) return `${TOPIC_TITLES[topic]} · Kindlist`;
  return `${PAGE_TITLES[page]} · Kindlist`;
}

export const NOT_FOUND_TITLE = 'Page not found · Kindlist';
