import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCurrentUser } from '#server/auth/require-user';
import { addProductToList } from '#server/domain/products/add-product-to-list';
import { prefillItemFromPage } from '#server/domain/products/prefill-item-from-page';
import { answerOnce, IDEMPOTENCY_KEY_HOURS } from '#server/services/idempotency';
import { translate } from '#server/services/translations';
import { ITEM_QUANTITY_MAX, LIST_ITEMS_MAX } from '#shared/needs-list-limits';
import { ZErrorBody } from '#shared/schemas/error';
import { IDEMPOTENCY_KEY_HEADER, ZIdempotentWriteHeaders } from '#shared/schemas/idempotency';
import { ZListIdParams } from '#shared/schemas/needs-list';
import {
  type TAddProductResult,
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
          summary: `Adds a catalog product to the list as an item (201), or raises its quantity when the list has it already (200). With an \`Idempotency-Key\` header (one per tap), a repeat with the same key in the next ${IDEMPOTENCY_KEY_HOURS} hours gets the first answer again (with \`Idempotent-Replayed: true\`) and adds nothing; the same key on a different request is refused (422).`,
          params: ZListIdParams,
          body: ZAddProductInput,
          headers: ZIdempotentWriteHeaders,
          response: {
            200: ZAddProductResult,
            201: ZAddProductResult,
            ...WRITE_ERRORS,
            422: ZErrorBody,
          },
        },
      },
      async (request, reply) => {
        const owner = getCurrentUser(request);
        return answerOnce(
          reply,
          {
            ...deps,
            userId: owner.id,
            key: request.headers[IDEMPOTENCY_KEY_HEADER],
            route: 'add-product',
            request: { params: request.params, body: request.body },
            statusCode: (result: TAddProductResult) => (result.isNew ? 201 : 200),
            render: async (_executor, result: TAddProductResult) => result,
          },
          (once) =>
            addProductToList(
              deps,
              owner,
              request.params.id,
              request.body,
              { maxItems: LIST_ITEMS_MAX, maxQuantity: ITEM_QUANTITY_MAX },
              once,
            ),
        );
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
