import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPublicAnswer, sendPublicAnswerInLanguage, type TPublicCache } from '#server/cache/public-cache';
import type { TDatabase } from '#server/db/client';
import { getPublishedPost, listPublishedPosts } from '#server/domain/content/blog-posts';
import { readImpact, readLandingData } from '#server/domain/content/impact';
import { HttpError } from '#server/plugins/errors';
import type { TClock } from '#server/services/clock';
import { ZBlogList, ZBlogListQuery, ZBlogPost, ZBlogSlugParams } from '#shared/schemas/blog';
import { ZErrorBody } from '#shared/schemas/error';
import { ZImpact, ZLandingData } from '#shared/schemas/impact';

const ZNoQuery = z.strictObject({});

/** What the landing, impact and blog pages read: the same for everyone, kept in the public cache. */
export function publicContentRoutes({
  db,
  publicCache,
  clock,
}: {
  db: TDatabase;
  publicCache: TPublicCache;
  clock: TClock;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const answerByUrl = publicCache.answerByUrl({ isSameForSignedIn: true });
    // The blog's pages list the posts written in the reader's language.
    const answerByLanguageUrl = publicCache.answerByUrl({ isSameForSignedIn: true, isByLanguage: true });

    app.get(
      '/api/landing',
      {
        preValidation: answerByUrl,
        schema: {
          tags: ['content'],
          summary: "The landing page's live figures, urgent lists and newest lists",
          querystring: ZNoQuery,
          response: { 200: ZLandingData, 400: ZErrorBody },
        },
      },
      (request, reply) =>
        sendPublicAnswer(publicCache, request, reply, 'landing', ['browse', 'figures'], () =>
          readLandingData(db),
        ),
    );

    app.get(
      '/api/impact',
      {
        preValidation: answerByUrl,
        schema: {
          tags: ['content'],
          summary: 'Community impact: totals, the last twelve months and each category, from real data',
          querystring: ZNoQuery,
          response: { 200: ZImpact, 400: ZErrorBody },
        },
      },
      (request, reply) =>
        sendPublicAnswer(publicCache, request, reply, 'impact', ['figures'], () =>
          readImpact(db, clock.now()),
        ),
    );

    app.get(
      '/api/blog',
      {
        preValidation: answerByLanguageUrl,
        schema: {
          tags: ['content'],
          summary: "Published blog posts in the reader's language, newest first, in pages",
          querystring: ZBlogListQuery,
          response: { 200: ZBlogList, 400: ZErrorBody },
        },
      },
      (request, reply) =>
        sendPublicAnswerInLanguage(
          publicCache,
          request,
          reply,
          `blog:${request.query.page}`,
          ['blog'],
          (language) => listPublishedPosts(db, request.query.page, language),
        ),
    );

    app.get(
      '/api/blog/:slug',
      {
        preValidation: answerByUrl,
        schema: {
          tags: ['content'],
          summary:
            'One published post in any language, its Markdown rendered to sanitised HTML, with links to its translations (404 for drafts)',
          params: ZBlogSlugParams,
          querystring: ZNoQuery,
          response: { 200: ZBlogPost, 400: ZErrorBody, 404: ZErrorBody },
        },
      },
      (request, reply) =>
        sendPublicAnswer(
          publicCache,
          request,
          reply,
          `blog-post:${request.params.slug}`,
          ['blog'],
          async () => {
            const post = await getPublishedPost(db, request.params.slug);
            if (!post) throw new HttpError(404, { key: 'errors.blog.postNotFound' });
            return post;
          },
        ),
    );
  };
}
