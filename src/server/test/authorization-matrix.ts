import type { TRole } from './populated-app';

/** An expected answer: a status, any 2xx, or "—" where the column does not apply (no owner). */
export type TExpected = number | '2xx' | '—';

/**
 * What a cell that succeeds needs of its own, so that it changes nothing the other cells rely on:
 * a new published list, a new pledge (on a new list), a new published blog post, a new user in the
 * column's role, or a new sign-in afterwards (the route ends the session).
 */
export type TFresh = 'list' | 'pledge' | 'blog' | 'actor' | 'sign-in-again';

export type TMatrixRow = readonly [
  anonymous: TExpected,
  unconfirmed: TExpected,
  suspended: TExpected,
  user: TExpected,
  admin: TExpected,
  owner: TExpected,
  donor: TExpected,
  fresh?: TFresh,
];

/** The columns, in the order of each row. */
export const MATRIX_COLUMNS: readonly TRole[] = [
  'anonymous',
  'unconfirmed',
  'suspended',
  'user',
  'admin',
  'owner',
  'donor',
];

/*
 * Who may call each route of the OpenAPI document. Columns: signed out; signed in with the email not
 * confirmed; suspended (their session was ended); another confirmed user (owns nothing here); an admin
 * (not the owner); the family that owns the list; the donor of the pledge. "Owner" and "donor" apply to
 * the routes of a list, its items and its pledges. Each cell is one request with a valid body, on a
 * database with a published list, a draft, a pledge, a report, a contact message and a blog post (the
 * test database has no catalog: product routes answer 404 to whoever may ask).
 */
// biome-ignore format: a table is read by its columns
export const AUTHORIZATION_MATRIX: Record<string, TMatrixRow> = {
  //                                                 anon  unconf  susp   user  admin  owner  donor  fresh
  'GET /api/health':                                 [  200,   200,   200,   200,   200,   '—',   '—'],
  'GET /api/auth/user':                              [  401,   200,   401,   200,   200,   '—',   '—'],
  'GET /api/login':                                  [  302,   302,   302,   302,   302,   '—',   '—'],
  'GET /api/auth/social/{provider}':                 [  404,   404,   404,   404,   404,   '—',   '—'],
  'GET /api/logout':                                 [  302,   302,   302,   302,   302,   '—',   '—', 'sign-in-again'],
  'POST /api/auth/sign-up':                          [  201,   201,   201,   201,   201,   '—',   '—'],
  'POST /api/auth/sign-in':                          [  200,   200,   200,   200,   200,   '—',   '—'],
  'POST /api/auth/sign-out':                         [  200,   200,   200,   200,   200,   '—',   '—', 'sign-in-again'],
  'POST /api/auth/request-password-reset':           [  200,   200,   200,   200,   200,   '—',   '—'],
  'POST /api/auth/reset-password':                   [  400,   400,   400,   400,   400,   '—',   '—'],
  'POST /api/auth/send-verification-email':          [  401,   200,   401,   400,   400,   '—',   '—'],
  'POST /api/auth/not-my-account':                   [  400,   400,   400,   400,   400,   '—',   '—'],
  'GET /api/notifications':                          [  401,   200,   401,   200,   200,   '—',   '—'],
  'POST /api/notifications/clear-all':               [  401,   200,   401,   200,   200,   '—',   '—'],
  'POST /api/notifications/mark-all-read':           [  401,   200,   401,   200,   200,   '—',   '—'],
  'POST /api/notifications/{id}/read':               [  401,   404,   401,   404,   404,   200,   404, 'pledge'],
  'GET /api/home':                                   [  401,   200,   401,   200,   200,   '—',   '—'],
  'PUT /api/language':                               [  200,   200,   200,   200,   200,   '—',   '—'],
  'GET /api/account/settings':                       [  401,   200,   401,   200,   200,   '—',   '—'],
  'PATCH /api/account/settings':                     [  401,   200,   401,   200,   200,   '—',   '—'],
  'POST /api/account/change-password':               [  401,   200,   401,   200,   200,   '—',   '—', 'actor'],
  'GET /api/account/sessions':                       [  401,   200,   401,   200,   200,   '—',   '—'],
  'POST /api/account/sessions/revoke-others':        [  401,   200,   401,   200,   200,   '—',   '—'],
  'GET /api/account/export':                         [  401,   200,   401,   200,   200,   '—',   '—'],
  'POST /api/account/change-email':                  [  401,   400,   401,   200,   200,   '—',   '—'],
  'POST /api/account/delete':                        [  401,   200,   401,   200,   200,   '—',   '—', 'actor'],
  'GET /api/users/{id}':                             [  200,   200,   200,   200,   200,   '—',   '—'],
  'GET /api/account/profile':                        [  401,   200,   401,   200,   200,   '—',   '—'],
  'PUT /api/account/profile':                        [  401,   200,   401,   200,   200,   '—',   '—'],
  'PUT /api/account/photo':                          [  401,   400,   401,   400,   400,   '—',   '—'],
  'DELETE /api/account/photo':                       [  401,   200,   401,   200,   200,   '—',   '—'],
  'POST /api/facebook/data-deletion':                [  404,   404,   404,   404,   404,   '—',   '—'],
  'GET /api/data-deletion/{code}':                   [  400,   400,   400,   400,   400,   '—',   '—'],
  'GET /api/lists':                                  [  200,   200,   200,   200,   200,   '—',   '—'],
  'POST /api/lists':                                 [  401,   201,   401,   201,   201,   '—',   '—'],
  'GET /api/lists/{id}':                             [  200,   200,   200,   200,   200,   200,   200],
  'PATCH /api/lists/{id}':                           [  401,   403,   401,   403,   403,   200,   403],
  'DELETE /api/lists/{id}':                          [  401,   403,   401,   403,   403,   409,   403],
  'GET /api/users/{id}/lists':                       [  200,   200,   200,   200,   200,   '—',   '—'],
  'POST /api/lists/{id}/shares':                     [  204,   204,   204,   204,   204,   204,   204],
  'POST /api/lists/{id}/reports':                    [  401,   201,   401,   201,   201,   400,   201],
  'GET /api/lists/mine':                             [  401,   200,   401,   200,   200,   '—',   '—'],
  'POST /api/lists/{id}/publish':                    [  401,   404,   401,   404,   404,   400,   404],
  'POST /api/lists/{id}/archive':                    [  401,   403,   401,   403,   403,   200,   403, 'list'],
  'POST /api/lists/{id}/restore':                    [  401,   403,   401,   403,   403,   200,   403, 'list'],
  'POST /api/lists/{id}/items':                      [  401,   403,   401,   403,   403,   201,   403],
  'PATCH /api/lists/{id}/items/{itemId}':            [  401,   403,   401,   403,   403,   200,   403],
  'DELETE /api/lists/{id}/items/{itemId}':           [  401,   403,   401,   403,   403,   204,   403, 'list'],
  'PUT /api/lists/{id}/items/order':                 [  401,   403,   401,   403,   403,   400,   403],
  'POST /api/lists/{id}/photos':                     [  401,   400,   401,   400,   400,   400,   400],
  'DELETE /api/lists/{id}/photos/{photoId}':         [  401,   403,   401,   403,   403,   404,   403],
  'PUT /api/lists/{id}/photos/order':                [  401,   403,   401,   403,   403,   400,   403],
  'POST /api/lists/{id}/items/{itemId}/pledges':     [  401,   201,   401,   201,   201,   403,   201, 'list'],
  'GET /api/pledges':                                [  401,   200,   401,   200,   200,   '—',   '—'],
  'POST /api/pledges/{id}/cancel':                   [  401,   404,   401,   404,   404,   404,   200, 'pledge'],
  'POST /api/pledges/{id}/purchase':                 [  401,   403,   401,   404,   404,   403,   200, 'pledge'],
  'POST /api/pledges/{id}/address':                  [  401,   403,   401,   404,   404,   404,   200, 'pledge'],
  'GET /api/lists/{id}/pledges':                     [  401,   403,   401,   403,   403,   200,   403],
  'POST /api/pledges/{id}/receive':                  [  401,   403,   401,   403,   403,   200,   403, 'pledge'],
  'POST /api/pledges/{id}/not-received':             [  401,   403,   401,   403,   403,   409,   403],
  'POST /api/pledges/{id}/never-came':               [  401,   403,   401,   403,   403,   409,   403],
  'POST /api/pledges/{id}/thank-you':                [  401,   403,   401,   403,   403,   409,   403],
  'GET /api/products':                               [  200,   200,   200,   200,   200,   '—',   '—'],
  'GET /api/products/{id}':                          [  404,   404,   404,   404,   404,   '—',   '—'],
  'POST /api/lists/{id}/products':                   [  401,   403,   401,   403,   403,   404,   403],
  'POST /api/lists/{id}/product-page':               [  401,   403,   401,   403,   403,   200,   403],
  'POST /api/analytics/events':                      [  202,   202,   202,   202,   202,   '—',   '—'],
  'POST /api/contact':                               [  201,   201,   201,   201,   201,   '—',   '—'],
  'GET /api/admin/moderation':                       [  401,   403,   401,   403,   200,   '—',   '—'],
  'POST /api/admin/lists/{id}/hide':                 [  401,   403,   401,   403,   200,   403,   403, 'list'],
  'POST /api/admin/lists/{id}/restore':              [  401,   403,   401,   403,   409,   403,   403],
  'POST /api/admin/lists/{id}/release':              [  401,   403,   401,   403,   409,   403,   403],
  'POST /api/admin/lists/{id}/verify':               [  401,   403,   401,   403,   200,   403,   403, 'list'],
  'POST /api/admin/lists/{id}/unverify':             [  401,   403,   401,   403,   409,   403,   403],
  'POST /api/admin/reports/{id}/dismiss':            [  401,   403,   401,   403,   200,   '—',   '—'],
  'GET /api/admin/users':                            [  401,   403,   401,   403,   200,   '—',   '—'],
  'GET /api/admin/users/{id}':                       [  401,   403,   401,   403,   200,   '—',   '—'],
  'POST /api/admin/users/{id}/role':                 [  401,   403,   401,   403,   200,   '—',   '—'],
  'POST /api/admin/users/{id}/suspend':              [  401,   403,   401,   403,   200,   '—',   '—'],
  'POST /api/admin/users/{id}/unsuspend':            [  401,   403,   401,   403,   200,   '—',   '—'],
  'POST /api/admin/pledges/{id}/cancel':             [  401,   403,   401,   403,   200,   403,   403, 'pledge'],
  'GET /api/admin/contact-messages':                 [  401,   403,   401,   403,   200,   '—',   '—'],
  'POST /api/admin/contact-messages/{id}/handled':   [  401,   403,   401,   403,   200,   '—',   '—'],
  'GET /api/admin/audit-log':                        [  401,   403,   401,   403,   200,   '—',   '—'],
  'GET /api/admin/stats':                            [  401,   403,   401,   403,   200,   '—',   '—'],
  'GET /api/admin/blog':                             [  401,   403,   401,   403,   200,   '—',   '—'],
  'POST /api/admin/blog':                            [  401,   403,   401,   403,   201,   '—',   '—'],
  'GET /api/admin/blog/{id}':                        [  401,   403,   401,   403,   200,   '—',   '—'],
  'PATCH /api/admin/blog/{id}':                      [  401,   403,   401,   403,   200,   '—',   '—'],
  'DELETE /api/admin/blog/{id}':                     [  401,   403,   401,   403,   204,   '—',   '—', 'blog'],
  'POST /api/admin/blog/{id}/publish':               [  401,   403,   401,   403,   409,   '—',   '—'],
  'POST /api/admin/blog/{id}/unpublish':             [  401,   403,   401,   403,   200,   '—',   '—', 'blog'],
  'POST /api/admin/blog/{id}/cover':                 [  401,   403,   401,   403,   400,   '—',   '—'],
  'DELETE /api/admin/blog/{id}/cover':               [  401,   403,   401,   403,   409,   '—',   '—'],
  'POST /api/admin/blog/preview':                    [  401,   403,   401,   403,   200,   '—',   '—'],
  'GET /api/landing':                                [  200,   200,   200,   200,   200,   '—',   '—'],
  'GET /api/impact':                                 [  200,   200,   200,   200,   200,   '—',   '—'],
  'GET /api/blog':                                   [  200,   200,   200,   200,   200,   '—',   '—'],
  'GET /api/blog/{slug}':                            [  200,   200,   200,   200,   200,   '—',   '—'],
};
