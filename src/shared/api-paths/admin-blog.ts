// The blog editor's API addresses. Import as a namespace.

const e = encodeURIComponent;

export const posts = '/api/admin/blog';
export const preview = '/api/admin/blog/preview';
export const post = (postId: string) => `/api/admin/blog/${e(postId)}`;
export const publish = (postId: string) => `/api/admin/blog/${e(postId)}/publish`;
export const unpublish = (postId: string) => `/api/admin/blog/${e(postId)}/unpublish`;
export const cover = (postId: string) => `/api/admin/blog/${e(postId)}/cover`;
