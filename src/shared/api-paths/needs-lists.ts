// The needs-list API's addresses. Import as a namespace (`import * as needsListApi`) so a bundle keeps
// only the ones it uses. Every id is percent-encoded, as the server reads it as one path segment.

const e = encodeURIComponent;

export const root = '/api/lists';
export const mine = '/api/lists/mine';
export const browse = (search: string) => (search ? `/api/lists?${search}` : root);
export const detail = (listId: string) => `/api/lists/${e(listId)}`;
export const archive = (listId: string) => `/api/lists/${e(listId)}/archive`;
export const restore = (listId: string) => `/api/lists/${e(listId)}/restore`;
export const publish = (listId: string) => `/api/lists/${e(listId)}/publish`;
export const items = (listId: string) => `/api/lists/${e(listId)}/items`;
export const item = (listId: string, itemId: string) => `/api/lists/${e(listId)}/items/${e(itemId)}`;
export const itemOrder = (listId: string) => `/api/lists/${e(listId)}/items/order`;
export const photos = (listId: string) => `/api/lists/${e(listId)}/photos`;
export const photo = (listId: string, photoId: string) => `/api/lists/${e(listId)}/photos/${e(photoId)}`;
export const shares = (listId: string) => `/api/lists/${e(listId)}/shares`;
export const reports = (listId: string) => `/api/lists/${e(listId)}/reports`;
export const productPage = (listId: string) => `/api/lists/${e(listId)}/product-page`;
export const products = (listId: string) => `/api/lists/${e(listId)}/products`;
