import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorBody } from '../../../shared/schemas/error';
import {
  ZProduct,
  ZProductIdParams,
  ZProductSearchQuery,
  ZProductSearchResult,
} from '../../../shared/schemas/product';
import { HttpError } from '../../plugins/errors';
import type { TProductRouteOptions } from './route-options';

// The catalog changes only when a release loads a new file: a minute in a browser is harmless.
const CATALOG_CACHE_CONTROL = 'public, max-age=60';

/** Product search and one product: public, like the catalog they read. */
export function searchRoutes({ productProvider }: TProductRouteOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/products',
      {
        compress: {},
        schema: {
          tags: ['products'],
          summary:
            'Product search: words and prefixes, typos corrected, synonyms; filters by category and price, sorts, pages',
          querystring: ZProductSearchQuery,
          response: { 200: ZProductSearchResult, 400: ZErrorBody },
        },
      },
      async (request, reply) => {
        const result = await productProvider.search(request.query);
        // Only an answer: an error must not be kept by a browser or a proxy.
        reply.header('cache-control', CATALOG_CACHE_CONTROL);
        return result;
      },
    );

    app.get(
      '/api/products/:id',
      {
        schema: {
          tags: ['products'],
          summary: 'One product of the catalog',
          params: ZProductIdParams,
          response: { 200: ZProduct, 400: ZErrorBody, 404: ZErrorBody },
        },
      },
      async (request, reply) => {
        const product = await productProvider.getProduct(request.params.id);
        if (!product) throw new HttpError(404, 'This product is not in the catalog');
        reply.header('cache-control', CATALOG_CACHE_CONTROL);
        return product;
      },
    );
  };
}
