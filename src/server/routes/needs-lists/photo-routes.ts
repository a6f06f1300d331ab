import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getCurrentUser } from '#server/auth/require-user';
import { assertCanEditList } from '#server/domain/needs-lists/list-access';
import { addListPhoto, removeListPhotoRow, reorderListPhotos } from '#server/domain/needs-lists/photos';
import { HttpError } from '#server/plugins/errors';
import { removeListPhotos, renderListPhoto, storeListPhoto } from '#server/uploads/list-photos';
import { consumePhotoUploadAllowance } from '#server/uploads/photo-upload-allowance';
import { PHOTO_MISSING, readPhotoUpload, registerPhotoUploads } from '#server/uploads/read-photo-upload';
import { LIST_PHOTOS_MAX } from '#shared/needs-list-limits';
import { ZErrorBody } from '#shared/schemas/error';
import { ZListIdParams, ZListPhoto, ZPhotoIdParams, ZReorderInput } from '#shared/schemas/needs-list';
import { WRITE_ERRORS, ZEmptyBody } from '../route-schemas';
import type { TNeedsListRouteOptions } from './route-options';

/** The owner's photo writes (signed in). */
export function photoRoutes(deps: TNeedsListRouteOptions): FastifyPluginAsyncZod {
  const { db, fileStorage, clock } = deps;
  return async (app) => {
    await registerPhotoUploads(app);

    app.post(
      '/api/lists/:id/photos',
      {
        schema: {
          tags: ['needs lists'],
          summary: `Adds a photo (multipart field "photo": JPEG, PNG or WebP up to 10 MB; at most ${LIST_PHOTOS_MAX}); re-encoded, metadata removed`,
          consumes: ['multipart/form-data'],
          params: ZListIdParams,
          response: { 201: ZListPhoto, 413: ZErrorBody, 429: ZErrorBody, 503: ZErrorBody, ...WRITE_ERRORS },
        },
      },
      async (request, reply) => {
        const viewer = getCurrentUser(request);
        if (!request.isMultipart()) throw new HttpError(400, PHOTO_MISSING, { field: 'photo' });
        await assertCanEditList(db, viewer, request.params.id);
        await consumePhotoUploadAllowance({ db, clock }, viewer.id);
        const rendered = await renderListPhoto(() => readPhotoUpload(request));
        const url = await storeListPhoto(fileStorage, rendered);
        try {
          const photo = await addListPhoto(
            deps,
            viewer,
            request.params.id,
            { url, perceptualHash: rendered.perceptualHash },
            LIST_PHOTOS_MAX,
          );
          return reply.code(201).send(photo);
        } catch (error) {
          await removeListPhotos(fileStorage, [url]);
          throw error;
        }
      },
    );

    app.delete(
      '/api/lists/:id/photos/:photoId',
      {
        schema: {
          tags: ['needs lists'],
          summary: 'Removes a photo',
          params: ZPhotoIdParams,
          body: ZEmptyBody,
          response: { 204: z.null(), ...WRITE_ERRORS },
        },
      },
      async (request, reply) => {
        const url = await removeListPhotoRow(
          deps,
          getCurrentUser(request),
          request.params.id,
          request.params.photoId,
        );
        await removeListPhotos(fileStorage, [url]);
        return reply.code(204).send(null);
      },
    );

    app.put(
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
        reorderListPhotos(deps, getCurrentUser(request), request.params.id, request.body.ids),
    );
  };
}
