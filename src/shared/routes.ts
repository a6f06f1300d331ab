// The seed's route table (§2). The server answers 200 for these paths and 404 for anything else;
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
  | 'quick-actions';

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
  { page: 'signup', paths: ['/signup', '/sign-up'] },
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
];

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

// Seed §2: "A link is highlighted when the current path equals it or starts with it."
export function isNavLinkActive(currentPath: string, href: string): boolean {
  return currentPath === href || currentPath.startsWith(href);
}

// Titles and descriptions the server puts into the HTML (SEO and share previews) and the client keeps
// in document.title.
export const PAGE_META: Record<TPageKey, { title: string; description: string }> = {
  root: {
    title: 'Kindlist: needs lists for families rebuilding after hardship',
    description:
      'Families recovering from a fire, a flood or a hard time publish the items they need; donors buy one and tell them.',
  },
  landing: {
    title: 'Kindlist: needs lists for families rebuilding after hardship',
    description:
      'Families recovering from a fire, a flood or a hard time publish the items they need; donors buy one and tell them.',
  },
  dashboard: { title: 'Dashboard', description: 'Your Kindlist dashboard.' },
  admin: { title: 'Admin', description: 'Kindlist administration.' },
  'admin-stats': { title: 'Admin statistics', description: 'Kindlist statistics for administrators.' },
  'admin-blog': { title: 'Admin blog', description: 'Write and publish Kindlist blog posts.' },
  about: { title: 'About us', description: 'Who we are and why Kindlist exists.' },
  blog: { title: 'Blog', description: 'Stories and guidance from the Kindlist community.' },
  'blog-post': { title: 'Blog', description: 'A story from the Kindlist blog.' },
  resources: { title: 'Resources', description: 'Help and guidance for families and donors.' },
  faq: { title: 'Frequently asked questions', description: 'Answers to common questions about Kindlist.' },
  terms: { title: 'Terms and conditions', description: 'The terms for using Kindlist.' },
  privacy: { title: 'Privacy policy', description: 'How Kindlist protects and uses your data.' },
  cookies: { title: 'Cookies policy', description: 'The cookies Kindlist uses and why.' },
  'data-deletion': { title: 'Data deletion', description: 'How to delete your Kindlist data.' },
  contact: { title: 'Contact us', description: 'Get in touch with the Kindlist team.' },
  'support-resources': {
    title: 'Support resources',
    description: 'Organisations that can help in a crisis.',
  },
  community: { title: 'Community', description: 'The people who make Kindlist work.' },
  impact: {
    title: 'Community impact',
    description: 'What Kindlist donors and families have achieved together.',
  },
  topic: { title: 'Needs lists by topic', description: 'Needs lists for one kind of hardship.' },
  signup: { title: 'Create an account', description: 'Create a free Kindlist account.' },
  login: { title: 'Sign in', description: 'Sign in to Kindlist.' },
  'reset-password': { title: 'Reset your password', description: 'Reset your Kindlist password.' },
  'verify-email': { title: 'Verify your email', description: 'Verify your Kindlist email address.' },
  browse: { title: 'Find needs lists', description: 'Search needs lists from families who need help.' },
  'my-lists': { title: 'My needs lists', description: 'The needs lists you have created.' },
  create: { title: 'Create a needs list', description: 'Publish a list of the items your family needs.' },
  'edit-list': { title: 'Edit needs list', description: 'Edit your needs list.' },
  'list-detail': { title: 'Needs list', description: 'A family needs list on Kindlist.' },
  products: { title: 'Find products', description: 'Search everyday essentials to add to a needs list.' },
  profile: { title: 'Your dashboard', description: 'Your Kindlist profile and activity.' },
  'profile-edit': { title: 'Edit profile', description: 'Edit your Kindlist profile.' },
  'profile-privacy': { title: 'Privacy settings', description: 'Choose what others see about you.' },
  settings: { title: 'Settings', description: 'Your Kindlist account settings.' },
  'quick-actions': { title: 'Quick actions', description: 'The things you do most on Kindlist.' },
};

export function formatDocumentTitle(page: TPageKey, path = ''): string {
  if (page === 'root' || page === 'landing') return PAGE_META[page].title;
  if (page === 'topic') {
    const slug = path.replace(/^\//, '').replace(/\/$/, '') as TTopicSlug;
    const topic = TOPIC_TITLES[slug];
    if (topic) return `${topic} · Kindlist`;
  }
  return `${PAGE_META[page].title} · Kindlist`;
}

export const NOT_FOUND_TITLE = 'Page not found · Kindlist';
