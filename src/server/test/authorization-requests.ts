import { eq } from 'drizzle-orm';
import { needsLists } from '../db/schema/needs-lists';
import type { TActors, TResources } from './populated-app';
import { TEST_PASSWORD, type TTestContext } from './test-app';

/** What a matrix cell is pointed at: the populated database's resources and users. */
export type TMatrixFixture = { ctx: TTestContext; actors: TActors; resources: TResources };

const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

/** The resource each path parameter names, by the route it belongs to. */
export function resolvePath(template: string, { actors, resources }: TMatrixFixture): string {
  return template.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    if (name === 'itemId') return resources.itemId;
    if (template === '/api/lists/{id}/publish') return resources.draftListId;
    if (name === 'photoId') return UNKNOWN_UUID;
    if (name === 'slug') return resources.blogSlug;
    if (name === 'code') return 'unknown-code';
    if (name === 'provider') return 'google';
    if (template.startsWith('/api/pledges/') || template.startsWith('/api/admin/pledges/'))
      return resources.pledgeId;
    if (template.startsWith('/api/notifications/')) return resources.notificationId;
    if (template.startsWith('/api/users/')) return actors.owner.id;
    if (template.startsWith('/api/admin/users/')) return actors.target.id;
    if (template.startsWith('/api/admin/reports/')) return resources.reportId;
    if (template.startsWith('/api/admin/contact-messages/')) return resources.contactMessageId;
    if (template.startsWith('/api/admin/blog/')) return resources.blogPostId;
    if (template.startsWith('/api/products/')) return resources.productId;
    return resources.listId;
  });
}

type TBody = Record<string, unknown> | ((fixture: TMatrixFixture) => Promise<Record<string, unknown>>);

let uniqueCounter = 0;
function nextUnique(): number {
  uniqueCounter += 1;
  return uniqueCounter;
}
const REASON = { reason: 'Checked by the authorisation matrix' };

/** A valid body for each route that takes one, so that whoever is allowed gets past validation. */
export const MATRIX_BODIES: Record<string, TBody> = {
  'POST /api/auth/sign-up': async () => ({
    firstName: 'Ana',
    email: `matrix-${nextUnique()}-${Date.now()}@example.com`,
    password: TEST_PASSWORD,
  }),
  'POST /api/auth/sign-in': async ({ actors }) => ({ email: actors.target.email, password: TEST_PASSWORD }),
  'POST /api/auth/request-password-reset': async ({ actors }) => ({ email: actors.target.email }),
  'POST /api/auth/reset-password': { token: 'not-a-real-token', password: 'another long password' },
  'PATCH /api/account/settings': { isFullNameShown: true },
  'POST /api/account/change-password': {
    currentPassword: TEST_PASSWORD,
    newPassword: 'another long password',
  },
  'POST /api/account/change-email': async () => ({
    newEmail: `changed-${nextUnique()}@example.com`,
    currentPassword: TEST_PASSWORD,
  }),
  'POST /api/account/delete': { confirmation: 'DELETE', password: TEST_PASSWORD },
  'PUT /api/language': { language: 'es' },
  'PUT /api/account/profile': { firstName: 'Ana', lastName: 'Ruiz', bio: '', city: '', region: '' },
  'POST /api/facebook/data-deletion': { signed_request: 'not.signed' },
  'POST /api/lists': {
    title: 'Help after the storm',
    story: 'The storm took the roof of our home and most of what was inside; we need the basics again.',
  },
  'PATCH /api/lists/{id}': async ({ ctx, resources }) => {
    const [list] = await ctx.database.db
      .select({ version: needsLists.version })
      .from(needsLists)
      .where(eq(needsLists.id, resources.listId));
    return { title: 'Help after the fire, updated', version: list?.version ?? 0 };
  },
  'POST /api/lists/{id}/shares': { channel: 'copy' },
  'POST /api/lists/{id}/reports': { reason: 'other', details: 'Checked by the authorisation matrix' },
  'POST /api/lists/{id}/items': { name: 'Rain boots', quantity: 1 },
  'PATCH /api/lists/{id}/items/{itemId}': { quantity: 4 },
  'PUT /api/lists/{id}/items/order': async ({ resources }) => ({
    ids: [resources.otherItemId, resources.itemId],
  }),
  'PUT /api/lists/{id}/photos/order': { ids: [UNKNOWN_UUID] },
  'POST /api/lists/{id}/items/{itemId}/pledges': { quantity: 1 },
  'POST /api/pledges/{id}/purchase': { retailer: 'Target' },
  'POST /api/pledges/{id}/thank-you': { message: 'Thank you so much for the coat!' },
  'POST /api/lists/{id}/products': async ({ resources }) => ({ productId: resources.productId }),
  'POST /api/lists/{id}/product-page': { url: 'https://shop.invalid/coat' },
  'POST /api/analytics/events': {
    visitorId: 'matrix-visitor-1',
    path: '/',
    events: [{ name: 'page_view', params: { page_path: '/', page_location: 'http://localhost/' } }],
  },
  'POST /api/contact': async () => ({
    name: 'Visitor',
    email: `visitor-${nextUnique()}@example.com`,
    subject: 'A question',
    message: 'How do I help a family near me?',
  }),
  'POST /api/admin/lists/{id}/hide': REASON,
  'POST /api/admin/lists/{id}/verify': { note: 'Checked by the authorisation matrix' },
  'POST /api/admin/lists/{id}/unverify': REASON,
  'POST /api/admin/reports/{id}/dismiss': REASON,
  'POST /api/admin/users/{id}/role': { userType: 'user' },
  'POST /api/admin/users/{id}/suspend': REASON,
  'POST /api/admin/pledges/{id}/cancel': REASON,
  'POST /api/admin/blog': async () => ({ title: 'Matrix post', slug: `matrix-${nextUnique()}` }),
  'PATCH /api/admin/blog/{id}': { title: 'Renamed post' },
  'POST /api/admin/blog/preview': { bodyMarkdown: '# Hello' },
};

export async function resolveBody(
  route: string,
  fixture: TMatrixFixture,
): Promise<Record<string, unknown> | null> {
  const body = MATRIX_BODIES[route];
  if (!body) return null;
  return typeof body === 'function' ? body(fixture) : body;
}
