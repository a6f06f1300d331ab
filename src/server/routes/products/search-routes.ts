import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendPublicAnswerInLanguage } from '#server/cache/public-cache';
import { HttpError } from '#server/plugins/errors';
import { ZErrorBody } from '#shared/schemas/error';
import {
  ZProduct,
  ZProductIdParams,
  ZProductSearchQuery,
  ZProductSearchResult,
} from '#shared/schemas/product';
import type { TProductRouteOptions } from './route-options';

// The catalog changes only when a release loads a new file: a minute in a browser is harmless. Private:
// the answer is written in the reader's language, and shared caches that ignore Vary would mix them.
const CATALOG_CACHE_CONTROL = 'private, max-age=60';

/**
 * Product search and one product: public, like the catalog they read, and written in the reader's
 * language (the search itself reads both languages whatever the reader's).
 */
export function searchRoutes({ productProvider, publicCache }: TProductRouteOptions): FastifyPluginAsyncZod {
  return async (app) => {
    // The catalog changes only when the app starts with a new file: its answers are public answers too,
    // one per language.
    const answerByUrl = publicCache.answerByUrl({
      isSameForSignedIn: true,
      isByLanguage: true,
      onAnswered: (_request, reply) => reply.header('cache-control', CATALOG_CACHE_CONTROL),
    });
    app.get(
      '/api/products',
      {
        preValidation: answerByUrl,
        schema: {
          tags: ['products'],
          summary:
            "Product search in English and Spanish: words and prefixes (accents optional), typos corrected, synonyms; filters by category and price, sorts, pages; products in the reader's language",
          querystring: ZProductSearchQuery,
          response: { 200: ZProductSearchResult, 400: ZErrorBody },
        },
      },
      (request, reply) =>
        sendPublicAnswerInLanguage(
          publicCache,
          request,
          reply,
          `products:${JSON.stringify(request.query)}`,
          ['products'],
          (language) => productProvider.search(request.query, language),
          // Only on an answer: an error must not be kept by a browser or a proxy.
          { 'cache-control': CATALOG_CACHE_CONTROL },
        ),
    );

    app.get(
      '/api/products/:id',
      {
        preValidation: answerByUrl,
        schema: {
          tags: ['products'],
          summary: "One product of the catalog, in the reader's language",
          params: ZProductIdParams,
          response: { 200: ZProduct, 400: ZErrorBody, 404: ZErrorBody },
        },
      },
      (request, reply) =>
        sendPublicAnswerInLanguage(
          publicCache,
          request,
          reply,
          `product:${request.params.id}`,
          ['products'],
          async (language) => {
            const product = await productProvider.getProduct(request.params.id, language);
            if (!product) throw new HttpError(404, { key: 'errors.products.notInCatalog' });
            return product;
          },
          { 'cache-control': CATALOG_CACHE_CONTROL },
        ),
    );
  };
}
