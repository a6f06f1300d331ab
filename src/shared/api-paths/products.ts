// The product catalogue API's addresses. Import as a namespace.

export const root = '/api/products';
export const search = (query: string) => (query ? `/api/products?${query}` : root);
export const detail = (productId: string) => `/api/products/${encodeURIComponent(productId)}`;
