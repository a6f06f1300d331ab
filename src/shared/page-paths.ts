// The one vocabulary for links to our pages, used by the client and the server (mail, notifications,
// the sitemap, redirects). routes.test.ts checks every path below against ROUTE_TABLE, so a link
// can't point at a page the route table no longer serves.

/** Pages without parameters, each at the address we link to (the first of its aliases, mostly). */
export const PAGE_PATHS = {
  root: '/',
  dashboard: '/dashboard',
  admin: '/admin',
  adminStats: '/admin/stats',
  adminBlog: '/admin/blog',
  about: '/about-us',
  blog: '/blog',
  resources: '/resources',
  faq: '/faq',
  terms: '/terms-and-conditions',
  privacy: '/privacy-policy',
  cookies: '/cookies-policy',
  dataDeletion: '/data-deletion',
  contact: '/contact-us',
  supportResources: '/support-resources',
  community: '/community',
  impact: '/community-impact',
  signup: '/signup',
  login: '/login',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  browse: '/browse',
  myLists: '/my-needs-lists',
  create: '/create',
  products: '/products',
  profile: '/profile',
  /** The donor's gifts on their dashboard. */
  myGifts: '/profile#my-gifts',
  profileEdit: '/profile/edit',
  profilePrivacy: '/profile/privacy',
  settings: '/settings',
  quickActions: '/quick-actions',
} as const;

/** Where on a list's page to land: the family's gifts panel or the donor's own gifts. */
export type TListSection = 'gifts' | 'your-gifts';

// A query as text or as URLSearchParams (the shared side has no DOM types, so it is named by shape).
type TQuery = string | { toString(): string };

function withQuery(path: string, query: TQuery): string {
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** Pages with parameters (and pages with a query), built the same way on both sides. */
export const pagePaths = {
  listDetail: (listId: string, section?: TListSection) =>
    section ? `/needslist/${listId}#${section}` : `/needslist/${listId}`,
  /** The list's page with the giving form of one item open. */
  listGive: (listId: string, itemId: string) => `/needslist/${listId}?give=${itemId}`,
  editList: (listId: string, anchor?: string) =>
    anchor ? `/edit-wishlist/${listId}#${anchor}` : `/edit-wishlist/${listId}`,
  blogPost: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  /** The first page is plain /blog, so there is one address for it. */
  blogPage: (page: number) => (page <= 1 ? PAGE_PATHS.blog : `/blog?page=${page}`),
  publicProfile: (userId: string) => `/people/${userId}`,
  /** Sign-in with a return path; '/' needs none, as it is where signing in leads anyway. */
  login: (returnTo: string) =>
    returnTo === '/' ? PAGE_PATHS.login : `/login?returnTo=${encodeURIComponent(returnTo)}`,
  loginWith: (query: TQuery) => withQuery(PAGE_PATHS.login, query),
  signup: (returnTo: string) =>
    returnTo === '/' ? PAGE_PATHS.signup : `/signup?returnTo=${encodeURIComponent(returnTo)}`,
  /** The verify-email page telling how a link ended (`status=verified`, `error=INVALID_TOKEN`…). */
  verifyEmail: (query: string) => `/verify-email?${query}`,
  browse: (search: TQuery) => withQuery(PAGE_PATHS.browse, search),
  products: (search: TQuery) => withQuery(PAGE_PATHS.products, search),
  /** Products to add to one of the person's lists. */
  productsForList: (listId: string) => `/products?list=${encodeURIComponent(listId)}`,
  create: (search: TQuery) => withQuery(PAGE_PATHS.create, search),
  admin: (search: TQuery) => withQuery(PAGE_PATHS.admin, search),
  /** The receipt of a deleted account, with the code to check the deletion by. */
  accountDeleted: (code: string) => `/data-deletion?code=${encodeURIComponent(code)}&deleted=1`,
};
