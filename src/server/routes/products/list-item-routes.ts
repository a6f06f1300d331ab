import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCurrentUser } from '#server/auth/require-user';
import { addProductToList } from '#server/domain/products/add-product-to-list';
import { prefillItemFromPage } from '#server/domain/products/prefill-item-from-page';
import { translate } from '#server/services/translations';
import { ITEM_QUANTITY_MAX, LIST_ITEMS_MAX } from '#shared/needs-list-limits';
import { ZErrorBody } from '#shared/schemas/error';
import { ZListIdParams } from '#shared/schemas/needs-list';
import {
  ZAddProductInput,
  ZAddProductResult,
  ZProductPageReading,
  ZReadProductPageInput,
} from '#shared/schemas/product';
import { WRITE_ERRORS } from '../route-schemas';
import type { TProductRouteOptions } from './route-options';

/** The owner's adds from the catalog (signed in). */
export function listItemRoutes(deps: TProductRouteOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/lists/:id/products',
      {
        schema: {
          tags: ['products'],
          summary:
            'Adds a catalog product to the list as an item, or raises its quantity when the list has it already',
          params: ZListIdParams,
          body: ZAddProductInput,
          response: { 200: ZAddProductResult, 201: ZAddProductResult, ...WRITE_ERRORS },
        },
      },
      async (request, reply) => {
        const result = await addProductToList(
          deps,
          getCurrentUser(request),
          request.params.id,
          request.body,
          {
            maxItems: LIST_ITEMS_MAX,
            maxQuantity: ITEM_QUANTITY_MAX,
          },
        );
        return reply.code(result.isNew ? 201 : 200).send(result);
      },
    );

    app.post(
      '/api/lists/:id/product-page',
      {
        schema: {
          tags: ['products'],
          summary:
            "Reads a store's product page (title, price, currency, picture) to prefill an item; adds nothing",
          params: ZListIdParams,
          body: ZReadProductPageInput,
          response: { 200: ZProductPageReading, ...WRITE_ERRORS, 429: ZErrorBody },
        },
      },
      async (request) => {
        const reading = await prefillItemFromPage(
          deps,
          getCurrentUser(request),
          request.params.id,
          request.body.url,
        );
        return reading.kind === 'blocked'
          ? { ...reading, message: translate(request.language, reading.message) }
          : reading;
      },
    );
  };
}
