import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getCurrentUser } from '#server/auth/require-user';
import { listAllPosts, readPost } from '#server/domain/content/blog-admin-posts';
import {
  createPost,
  deletePost,
  publishPost,
  setPostCover,
  unpublishPost,
  updatePost,
} from '#server/domain/content/blog-editing';
import { renderMarkdown } from '#server/domain/content/render-markdown';
import { HttpError } from '#server/plugins/errors';
import { renderBlogCover } from '#server/uploads/blog-covers';
import { consumePhotoUploadAllowance } from '#server/uploads/photo-upload-allowance';
import { PHOTO_MISSING, readPhotoUpload, registerPhotoUploads } from '#server/uploads/read-photo-upload';
import {
  ZAdminBlogList,
  ZAdminBlogPost,
  ZAdminBlogPostParams,
  ZBlogPostCreateInput,
  ZBlogPostUpdateInput,
  ZBlogPreview,
  ZBlogPreviewInput,
} from '#shared/schemas/blog-admin';
import { ZErrorBody } from '#shared/schemas/error';
import { ZEmptyBody } from '../route-schemas';
import { readAdminActor } from './admin-actor';
import type { TAdminRouteOptions } from './admin-routes';

const ERRORS = {
  400: ZErrorBody,
  401: ZErrorBody,
  403: ZErrorBody,
  404: ZErrorBody,
  409: ZErrorBody,
  413: ZErrorBody,
};

// A body of 100,000 characters can take 400 KB as UTF-8 (more with JSON escapes): above the app's
// 256 KB default, which stays for every other route.
const POST_BODY_LIMIT = 1024 * 1024;

/** The byline: the admin's own name, or the team's (the default) rather than an email address. */
function readAuthorName(request: FastifyRequest): string | undefined {
  const user = getCurrentUser(request);
  return `${user.firstName} ${user.lastName}`.trim() || undefined;
}

/** Every post as the admin area lists and opens it. */
function blogReadRoutes(deps: TAdminRouteOptions): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.get(
      '/api/admin/blog',
      {
        schema: {
          tags: ['admin'],
          summary: 'Every blog post, drafts included, the most recently changed first',
          querystring: z.strictObject({}),
          response: { 200: ZAdminBlogList, 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody },
        },
      },
      () => listAllPosts(db),
    );

    app.get(
      '/api/admin/blog/:id',
      {
        schema: {
          tags: ['admin'],
          summary: 'One blog post with its Markdown, draft or published',
          params: ZAdminBlogPostParams,
          response: { 200: ZAdminBlogPost, ...ERRORS },
        },
      },
      (request) => readPost(db, request.params.id),
    );
  };
}

/** Writing a post: create, change, publish, unpublish, delete. */
function blogEditRoutes(deps: TAdminRouteOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/admin/blog',
      {
        bodyLimit: POST_BODY_LIMIT,
        schema: {
          tags: ['admin'],
          summary: 'Creates a draft; without a slug its address is made from the title (409 if taken)',
          body: ZBlogPostCreateInput,
          response: { 201: ZAdminBlogPost, ...ERRORS },
        },
      },
      async (request, reply) => {
        const post = await createPost(deps, readAdminActor(request), request.body, readAuthorName(request));
        return reply.code(201).send(post);
      },
    );

    app.patch(
      '/api/admin/blog/:id',
      {
        bodyLimit: POST_BODY_LIMIT,
        schema: {
          tags: ['admin'],
          summary: 'Changes the fields sent (a published post changes on the blog at once)',
          params: ZAdminBlogPostParams,
          body: ZBlogPostUpdateInput,
          response: { 200: ZAdminBlogPost, ...ERRORS },
        },
      },
      (request) => updatePost(deps, readAdminActor(request), request.params.id, request.body),
    );

    app.post(
      '/api/admin/blog/:id/publish',
      {
        schema: {
          tags: ['admin'],
          summary: 'Publishes a draft (the first publication date is kept when published again)',
          params: ZAdminBlogPostParams,
          body: ZEmptyBody,
          response: { 200: ZAdminBlogPost, ...ERRORS },
        },
      },
      (request) => publishPost(deps, readAdminActor(request), request.params.id),
    );

    app.post(
      '/api/admin/blog/:id/unpublish',
      {
        schema: {
          tags: ['admin'],
          summary: 'Takes a post off the blog: a draft again',
          params: ZAdminBlogPostParams,
          body: ZEmptyBody,
          response: { 200: ZAdminBlogPost, ...ERRORS },
        },
      },
      (request) => unpublishPost(deps, readAdminActor(request), request.params.id),
    );

    app.delete(
      '/api/admin/blog/:id',
      {
        schema: {
          tags: ['admin'],
          summary: 'Deletes a post and its cover for good',
          params: ZAdminBlogPostParams,
          body: ZEmptyBody,
          response: { 204: z.null(), ...ERRORS },
        },
      },
      async (request, reply) => {
        await deletePost(deps, readAdminActor(request), request.params.id);
        return reply.code(204).send(null);
      },
    );
  };
}

/** A post’s cover picture, and the preview of its Markdown. */
function blogCoverRoutes(deps: TAdminRouteOptions): FastifyPluginAsyncZod {
  const { db, clock } = deps;
  return async (app) => {
    app.post(
      '/api/admin/blog/:id/cover',
      {
        schema: {
          tags: ['admin'],
          summary:
            'Sets the cover (multipart field "photo": JPEG, PNG or WebP up to 10 MB); re-encoded as WebP at most 1600 px wide, metadata removed',
          consumes: ['multipart/form-data'],
          params: ZAdminBlogPostParams,
          response: { 200: ZAdminBlogPost, ...ERRORS, 429: ZErrorBody, 503: ZErrorBody },
        },
      },
      async (request) => {
        if (!request.isMultipart()) throw new HttpError(400, PHOTO_MISSING, { field: 'photo' });
        // An unknown post is refused before the work of decoding the picture.
        await readPost(db, request.params.id);
        await consumePhotoUploadAllowance({ db, clock }, readAdminActor(request).id);
        const cover = await renderBlogCover(() => readPhotoUpload(request));
        return setPostCover(deps, readAdminActor(request), request.params.id, cover);
      },
    );

    app.delete(
      '/api/admin/blog/:id/cover',
      {
        schema: {
          tags: ['admin'],
          summary: 'Removes the cover',
          params: ZAdminBlogPostParams,
          body: ZEmptyBody,
          response: { 200: ZAdminBlogPost, ...ERRORS },
        },
      },
      (request) => setPostCover(deps, readAdminActor(request), request.params.id, null),
    );

    app.post(
      '/api/admin/blog/preview',
      {
        bodyLimit: POST_BODY_LIMIT,
        schema: {
          tags: ['admin'],
          summary: 'Markdown rendered and sanitised exactly as the published post would show it',
          body: ZBlogPreviewInput,
          response: { 200: ZBlogPreview, 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 413: ZErrorBody },
        },
      },
      (request) => ({ html: renderMarkdown(request.body.bodyMarkdown) }),
    );
  };
}

/** Writing, previewing and publishing blog posts (behind the admin guard of admin-routes.ts). */
export function blogAdminRoutes(deps: TAdminRouteOptions): FastifyPluginAsyncZod {
  return async (app) => {
    await registerPhotoUploads(app);
    await app.register(blogReadRoutes(deps));
    await app.register(blogEditRoutes(deps));
    await app.register(blogCoverRoutes(deps));
  };
}
