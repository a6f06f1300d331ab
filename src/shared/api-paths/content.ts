// The public content API's addresses (landing, home, blog, impact, contact, data deletion, analytics).

const e = encodeURIComponent;

export const landing = '/api/landing';
export const home = '/api/home';
export const impact = '/api/impact';
export const contact = '/api/contact';
export const blog = '/api/blog';
export const blogPost = (slug: string) => `/api/blog/${e(slug)}`;
export const analyticsEvents = '/api/analytics/events';
export const dataDeletion = '/api/data-deletion';
