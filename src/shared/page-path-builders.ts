// Pages with parameters (and pages with a query), built the same way on the client and the server.
// Import as a namespace, `import * as pagePaths from '#shared/page-path-builders'`; routes.test.ts
// checks each against ROUTE_TABLE.
import * as PAGE_PATHS from './page-paths';

/** Where on a list's page to land: the family's gifts panel or the donor's own gifts. */
export type TListSection = 'gifts' | 'your-gifts';

// A query as text or as URLSearchParams (the shared side has no DOM types, so it is named by shape).
type TQuery = string | { toString(): string };

function withQuery(path: string, query: TQuery): string {
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

export const listDetail = (listId: string, section?: TListSection) =>
  section ? `/needslist/${listId}#${section}` : `/needslist/${listId}`;
/** The list's page with the giving form of one item open. */
export const listGive = (listId: string, itemId: string) => `/needslist/${listId}?give=${itemId}`;
export const editList = (listId: string, anchor?: string) =>
  anchor ? `/edit-wishlist/${listId}#${anchor}` : `/edit-wishlist/${listId}`;
export const blogPost = (slug: string) => `/blog/${encodeURIComponent(slug)}`;
/** The first page is plain /blog, so there is one address for it. */
export const blogPage = (page: number) => (page <= 1 ? PAGE_PATHS.blog : `/blog?page=${page}`);
export const publicProfile = (userId: string) => `/people/${userId}`;
/** Sign-in with a return path; '/' needs none, as it is where signing in leads anyway. */
export const login = (returnTo: string) =>
  returnTo === '/' ? PAGE_PATHS.login : `/login?returnTo=${encodeURIComponent(returnTo)}`;
export const loginWith = (query: TQuery) => withQuery(PAGE_PATHS.login, query);
export const signup = (returnTo: string) =>
  returnTo === '/' ? PAGE_PATHS.signup : `/signup?returnTo=${encodeURIComponent(returnTo)}`;
/** The verify-email page telling how a link ended (`status=verified`, `error=INVALID_TOKEN`…). */
export const verifyEmail = (query: string) => `/verify-email?${query}`;
export const browse = (search: TQuery) => withQuery(PAGE_PATHS.browse, search);
export const products = (search: TQuery) => withQuery(PAGE_PATHS.products, search);
/** Products to add to one of the person's lists. */
export const productsForList = (listId: string) => `/products?list=${encodeURIComponent(listId)}`;
export const create = (search: TQuery) => withQuery(PAGE_PATHS.create, search);
export const admin = (search: TQuery) => withQuery(PAGE_PATHS.admin, search);
/** The receipt of a deleted account, with the code to check the deletion by. */
export const accountDeleted = (code: string) => `/data-deletion?code=${encodeURIComponent(code)}&deleted=1`;
