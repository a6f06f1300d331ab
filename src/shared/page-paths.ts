// The one vocabulary for links to our pages, used by the client and the server (mail, notifications,
// the sitemap, redirects). routes.test.ts checks every path against ROUTE_TABLE, so a link can't point
// at a page the route table no longer serves.
//
// Pages without parameters, each at the address we link to (the first of its aliases, mostly). Import
// as a namespace, `import * as PAGE_PATHS from '#shared/page-paths'`: a bundle then keeps (and inlines)
// only the paths it uses, which keeps the first load from growing. Paths with parameters are built in
// page-path-builders.ts.

export const root = '/';
export const dashboard = '/dashboard';
export const admin = '/admin';
export const adminStats = '/admin/stats';
export const adminBlog = '/admin/blog';
export const about = '/about-us';
export const blog = '/blog';
export const resources = '/resources';
export const faq = '/faq';
export const terms = '/terms-and-conditions';
export const privacy = '/privacy-policy';
export const cookies = '/cookies-policy';
export const dataDeletion = '/data-deletion';
export const accessibility = '/accessibility';
export const contact = '/contact-us';
export const supportResources = '/support-resources';
export const community = '/community';
export const impact = '/community-impact';
export const signup = '/signup';
export const login = '/login';
export const resetPassword = '/reset-password';
export const verifyEmail = '/verify-email';
export const browse = '/browse';
export const myLists = '/my-needs-lists';
export const create = '/create';
export const products = '/products';
export const profile = '/profile';
/** The donor's gifts on their dashboard. */
export const myGifts = '/profile#my-gifts';
export const profileEdit = '/profile/edit';
export const profilePrivacy = '/profile/privacy';
export const settings = '/settings';
export const quickActions = '/quick-actions';
