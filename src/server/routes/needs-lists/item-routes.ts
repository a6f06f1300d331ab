import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getCurrentUser } from '#server/auth/require-user';
import { addItem, removeItem, reorderItems, updateItem } from '#server/domain/needs-lists/items';
import { removeItemImages } from '#server/uploads/item-images';
import { LIST_ITEMS_MAX } from '#shared/needs-list-limits';
import {
  ZItem,
  ZItemIdParams,
  ZItemInput,
  ZItemUpdateInput,
  ZListIdParams,
  ZReorderInput,
} from '#shared/schemas/needs-list';
import { WRITE_ERRORS, ZEmptyBody } from '../route-schemas';
import type { TNeedsListRouteOptions } from './route-options';

/** The owner's item writes (signed in). */
export function itemRoutes(deps: TNeedsListRouteOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/lists/:id/items',
      {
        schema: {
          tags: ['needs lists'],
          summary: 'Adds an item at the end of the list',
          params: ZListIdParams,
          body: ZItemInput,
          response: { 201: ZItem, ...WRITE_ERRORS },
        },
      },
      async (request, reply) => {
        const item = await addItem(
          deps,
          getCurrentUser(request),
          request.params.id,
          request.body,
          LIST_ITEMS_MAX,
        );
        return reply.code(201).send(item);
      },
    );

    app.patch(
      '/api/lists/:id/items/:itemId',
      {
        schema: {
          tags: ['needs lists'],
          summary: 'Changes an item',
          params: ZItemIdParams,
          body: ZItemUpdateInput,
          response: { 200: ZItem, ...WRITE_ERRORS },
        },
      },
      async (request) => {
        const { item, releasedImageUrls } = await updateItem(
          deps,
          getCurrentUser(request),
          request.params.id,
          request.params.itemId,
          request.body,
        );
        await removeItemImages(deps.fileStorage, releasedImageUrls);
        return item;
      },
    );

    app.delete(
      '/api/lists/:id/items/:itemId',
      {
        schema: {
          tags: ['needs lists'],
          summary: 'Removes an item nobody has bought yet',
          params: ZItemIdParams,
          body: ZEmptyBody,
          response: { 204: z.null(), ...WRITE_ERRORS },
        },
      },
      async (request, reply) => {
        const releasedImageUrls = await removeItem(
          deps,
          getCurrentUser(request),
          request.params.id,
          request.params.itemId,
        );
        await removeItemImages(deps.fileStorage, releasedImageUrls);
        return reply.code(204).send(null);
      },
    );

    app.put(
      '/api/lists/:id/items/order',
      {
        schema: {
          tags: ['needs lists'],
          summary: 'Puts the items in a new order (every item id exactly once)',
          params: ZListIdParams,
          body: ZReorderInput,
          response: { 200: z.array(ZItem), ...WRITE_ERRORS },
        },
      },
      async (request) => reorderItems(deps, getCurrentUser(request), request.params.id, request.body.ids),
    );
  };
}
