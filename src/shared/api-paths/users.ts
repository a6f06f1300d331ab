// The public profile API's addresses. Queries key them by segments (`[root, id]`), joined into the URL.
// Import as a namespace.

export const root = '/api/users';
