import type { FastifyReply, preValidationHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIST_ITEMS_MAX, LIST_PHOTOS_MAX } from '../../shared/needs-list-limits';
import { ZErrorBody } from '../../shared/schemas/error';
import {
  ZBrowseQuery,
  ZBrowseResult,
  ZItem,
  ZItemIdParams,
  ZItemInput,
  ZItemUpdateInput,
  ZListCreateInput,
  ZListIdParams,
  ZListPhoto,
  ZListUpdateInput,
  ZOwnList,
  ZPhotoIdParams,
  ZPublicList,
  ZReorderInput,
  ZReportInput,
  ZShareInput,
} from '../../shared/schemas/needs-list';
import { ZMessageResult } from '../../shared/schemas/user';
import type { TAuth } from '../auth/auth';
import { createRequireUser, getCurrentUser, readSession } from '../auth/require-user';
import { createMicroCache } from '../cache/micro-cache';
import type { TAddressCipher } from '../crypto/address-cipher';
import type { TDatabase } from '../db/client';
import { browseLists } from '../domain/browse-lists';
import {
  addItem,
  addListPhoto,
  assertCanEditList,
  createList,
  deleteDraft,
  getListForViewer,
  LIST_NOT_FOUND_MESSAGE,
  listOwnLists,
  publishList,
  recordListShare,
  removeItem,
  removeListPhotoRow,
  reorderItems,
  reorderListPhotos,
  reportList,
  setListArchived,
  updateItem,
  updateList,
} from '../domain/needs-lists';
import { HttpError } from '../plugins/errors';
import { removeListPhoto, renderListPhoto, storeListPhoto } from '../uploads/list-photos';
import { PHOTO_MISSING_MESSAGE, readPhotoUpload, registerPhotoUploads } from '../uploads/read-photo-upload';

export type TNeedsListRouteOptions = {
  db: TDatabase;
  auth: TAuth;
  cipher: TAddressCipher;
  dataDir: string;
  /** How long public answers (browse, a list seen by others) are reused; 0 turns the cache off. */
  publicCacheTtlMs: number;
};

const JSON_TYPE = 'application/json; charset=utf-8';

const ZListView = z.union([
  ZOwnList.extend({ isOwner: z.literal(true) }),
  ZPublicList.extend({ isOwner: z.literal(false) }),
]);

const WRITE_ERRORS = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };

export function needsListRoutes({
  db,
  auth,
  cipher,
  dataDir,
  publicCacheTtlMs,
}: TNeedsListRouteOptions): FastifyPluginAsyncZod {
  const cache = createMicroCache<{ ownerId: string }>({ ttlMs: publicCacheTtlMs, maxEntries: 2000 });
  // A ready JSON string goes out as it is: Fastify serialises objects, not strings.
  const sendJson = (reply: FastifyReply, body: string | Buffer) => reply.type(JSON_TYPE).send(body as never);
  return async (app) => {
    // One synchronous hook (it runs on every answer of these routes): nothing here is for shared caches,
    // and any successful change to a list on this instance makes its cached public answers stale.
    app.addHook('onSend', (request, reply, payload, done) => {
      reply.header('cache-control', 'no-store');
      if (request.method !== 'GET' && reply.statusCode < 400) cache.clear();
      done(null, payload);
    });

    // A public answer already made for this exact address goes out before the query string or the
    // path is parsed and validated again (a large share of a cached answer's cost). Answers are stored
    // under their address only once the request passed validation (see the handlers). A list's
    // address answer is the view everyone gets, so it is used only for a request without a session
    // cookie (the owner's view is never cached).
    const answerFromCachedUrl =
      ({ isSameForSignedIn }: { isSameForSignedIn: boolean }): preValidationHookHandler =>
      (request, reply, done) => {
        const cached =
          isSameForSignedIn || request.headers.cookie === undefined
            ? cache.get(toUrlKey(request.url))
            : undefined;
        if (cached) {
          sendJson(reply, cached.body);
          return;
        }
        done();
      };

    app.get(
      '/api/lists',
      {
        compress: {},
        preValidation: answerFromCachedUrl({ isSameForSignedIn: true }),
        schema: {
          tags: ['needs lists'],
          summary: 'Browse: public active lists, full-text search, filters, sorts, pages of 12',
          querystring: ZBrowseQuery,
          response: { 200: ZBrowseResult, 400: ZErrorBody },
        },
      },
      async (request, reply) => {
        const key = `browse:${JSON.stringify(request.query)}`;
        const cached = cache.get(key);
        if (cached) return sendJson(reply, cached.body);
        const generation = cache.generation();
        const body = Buffer.from(JSON.stringify(await browseLists(db, request.query)));
        cache.set(key, body, { ownerId: '' }, generation);
        cache.set(toUrlKey(request.url), body, { ownerId: '' }, generation);
        return sendJson(reply, body);
      },
    );

    // Anyone with the link (public, unlisted); private lists and drafts only to their owner.
    app.get(
      '/api/lists/:id',
      {
        preValidation: answerFromCachedUrl({ isSameForSignedIn: false }),
        schema: {
          tags: ['needs lists'],
          summary: 'One needs list, as the caller may see it (the owner also gets the private fields)',
          params: ZListIdParams,
          response: { 200: ZListView, 400: ZErrorBody, 404: ZErrorBody },
        },
      },
      async (request, reply) => {
        const session = await readSession(auth, request);
        const viewer = session ? { id: session.user.id, userType: session.user.userType } : null;
        const key = `list:${request.params.id}`;
        const cached = cache.get(key);
        if (cached && cached.meta.ownerId !== viewer?.id) return sendJson(reply, cached.body);
        const generation = cache.generation();
        const list = await getListForViewer(db, cipher, viewer, request.params.id);
        if (!list) throw new HttpError(404, LIST_NOT_FOUND_MESSAGE);
        // Only the view everyone gets is shared (never the owner's, never an admin's view of a hidden list).
        if (!list.isOwner && viewer?.userType !== 'admin') {
          const body = Buffer.from(JSON.stringify(list));
          cache.set(key, body, { ownerId: list.owner.id }, generation);
          cache.set(toUrlKey(request.url), body, { ownerId: list.owner.id }, generation);
          return sendJson(reply, body);
        }
        return list;
      },
    );

    app.post(
      '/api/lists/:id/shares',
      {
        schema: {
          tags: ['needs lists'],
          summary: 'Counts a share of the list (copy link, native share, Facebook, X, WhatsApp, email)',
          params: ZListIdParams,
          body: ZShareInput,
          response: { 204: z.null(), 400: ZErrorBody, 404: ZErrorBody },
        },
      },
      async (request, reply) => {
        if (!(await recordListShare(db, request.params.id))) throw new HttpError(404, LIST_NOT_FOUND_MESSAGE);
        return reply.code(204).send(null);
      },
    );

    const signedInRoutes: FastifyPluginAsyncZod = async (signedIn) => {
      signedIn.addHook('onRequest', createRequireUser(auth));

      signedIn.post(
        '/api/lists/:id/reports',
        {
          schema: {
            tags: ['needs lists'],
            summary: 'Reports a list to the moderators (one open report per person and list)',
            params: ZListIdParams,
            body: ZReportInput,
            response: { 201: ZMessageResult, ...WRITE_ERRORS },
          },
        },
        async (request, reply) => {
          const message = await reportList(db, getCurrentUser(request), request.params.id, request.body);
          return reply.code(201).send({ message });
        },
      );

      await registerPhotoUploads(signedIn);

      signedIn.post(
        '/api/lists/:id/photos',
        {
          schema: {
            tags: ['needs lists'],
            summary: `Adds a photo (multipart field "photo": JPEG, PNG or WebP up to 10 MB; at most ${LIST_PHOTOS_MAX}); re-encoded, metadata removed`,
            consumes: ['multipart/form-data'],
            params: ZListIdParams,
            response: { 201: ZListPhoto, 413: ZErrorBody, ...WRITE_ERRORS },
          },
        },
        async (request, reply) => {
          const viewer = getCurrentUser(request);
          if (!request.isMultipart()) throw new HttpError(400, PHOTO_MISSING_MESSAGE);
          await assertCanEditList(db, viewer, request.params.id);
          const rendered = await renderListPhoto(await readPhotoUpload(request));
          const url = await storeListPhoto(dataDir, rendered);
          try {
            const photo = await addListPhoto(
              db,
              viewer,
              request.params.id,
              { url, perceptualHash: rendered.perceptualHash },
              LIST_PHOTOS_MAX,
            );
            return reply.code(201).send(photo);
          } catch (error) {
            await removeListPhoto(dataDir, url);
            throw error;
          }
        },
      );

      signedIn.delete(
        '/api/lists/:id/photos/:photoId',
        {
          schema: {
            tags: ['needs lists'],
            summary: 'Removes a photo',
            params: ZPhotoIdParams,
            body: z.strictObject({}).nullish(),
            response: { 204: z.null(), ...WRITE_ERRORS },
          },
        },
        async (request, reply) => {
          const url = await removeListPhotoRow(
            db,
            getCurrentUser(request),
            request.params.id,
            request.params.photoId,
          );
          await removeListPhoto(dataDir, url);
          return reply.code(204).send(null);
        },
      );

      signedIn.put(
        '/api/lists/:id/photos/order',
        {
          schema: {
            tags: ['needs lists'],
            summary: 'Puts the photos in a new order (the first is the cover and the share preview)',
            params: ZListIdParams,
            body: ZReorderInput,
            response: { 200: z.array(ZListPhoto), ...WRITE_ERRORS },
          },
        },
        async (request) =>
          reorderListPhotos(db, getCurrentUser(request), request.params.id, request.body.ids),
      );

      signedIn.get(
        '/api/lists/mine',
        {
          schema: {
            tags: ['needs lists'],
            summary: "The signed-in user's lists, drafts included, most recently changed first",
            response: { 200: z.array(ZOwnList), 401: ZErrorBody },
          },
        },
        async (request) => listOwnLists(db, cipher, getCurrentUser(request).id),
      );

      signedIn.post(
        '/api/lists',
        {
          schema: {
            tags: ['needs lists'],
            summary: 'Starts a needs list as a draft (whatever has been typed so far)',
            body: ZListCreateInput,
            response: { 201: ZOwnList, ...WRITE_ERRORS },
          },
        },
        async (request, reply) => {
          const list = await createList(db, cipher, getCurrentUser(request).id, request.body);
          return reply.code(201).send(list);
        },
      );

      signedIn.patch(
        '/api/lists/:id',
        {
          schema: {
            tags: ['needs lists'],
            summary: 'Changes some fields; `version` must be the one the editor loaded (else 409)',
            params: ZListIdParams,
            body: ZListUpdateInput,
            response: { 200: ZOwnList, ...WRITE_ERRORS },
          },
        },
        async (request) => updateList(db, cipher, getCurrentUser(request), request.params.id, request.body),
      );

      signedIn.post(
        '/api/lists/:id/publish',
        {
          schema: {
            tags: ['needs lists'],
            summary: 'Publishes a draft (needs a confirmed email; says what is missing otherwise)',
            params: ZListIdParams,
            body: z.strictObject({}).nullish(),
            response: { 200: ZOwnList, ...WRITE_ERRORS },
          },
        },
        async (request) => publishList(db, cipher, getCurrentUser(request), request.params.id),
      );

      for (const [action, isArchived] of [
        ['archive', true],
        ['restore', false],
      ] as const) {
        signedIn.post(
          `/api/lists/:id/${action}`,
          {
            schema: {
              tags: ['needs lists'],
              summary: isArchived ? 'Archives a published list' : 'Restores an archived list',
              params: ZListIdParams,
              body: z.strictObject({}).nullish(),
              response: { 200: ZOwnList, ...WRITE_ERRORS },
            },
          },
          async (request) =>
            setListArchived(db, cipher, getCurrentUser(request), request.params.id, isArchived),
        );
      }

      signedIn.delete(
        '/api/lists/:id',
        {
          schema: {
            tags: ['needs lists'],
            summary: 'Deletes a draft',
            params: ZListIdParams,
            body: z.strictObject({}).nullish(),
            response: { 204: z.null(), ...WRITE_ERRORS },
          },
        },
        async (request, reply) => {
          const photoUrls = await deleteDraft(db, getCurrentUser(request), request.params.id);
          await Promise.all(photoUrls.map((url) => removeListPhoto(dataDir, url)));
          return reply.code(204).send(null);
        },
      );

      signedIn.post(
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
            db,
            getCurrentUser(request),
            request.params.id,
            request.body,
            LIST_ITEMS_MAX,
          );
          return reply.code(201).send(item);
        },
      );

      signedIn.patch(
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
        async (request) =>
          updateItem(db, getCurrentUser(request), request.params.id, request.params.itemId, request.body),
      );

      signedIn.delete(
        '/api/lists/:id/items/:itemId',
        {
          schema: {
            tags: ['needs lists'],
            summary: 'Removes an item nobody has bought yet',
            params: ZItemIdParams,
            body: z.strictObject({}).nullish(),
            response: { 204: z.null(), ...WRITE_ERRORS },
          },
        },
        async (request, reply) => {
          await removeItem(db, getCurrentUser(request), request.params.id, request.params.itemId);
          return reply.code(204).send(null);
        },
      );

      signedIn.put(
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
        async (request) => reorderItems(db, getCurrentUser(request), request.params.id, request.body.ids),
      );
    };
    await app.register(signedInRoutes);
  };
}

/** The cache key of an answer by the exact address asked for (path and query string as sent). */
function toUrlKey(url: string): string {
  return `url:${url}`;
}
