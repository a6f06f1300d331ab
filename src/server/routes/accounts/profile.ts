import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAuth } from '#server/auth/auth';
import { createRequireUser, getCurrentUser, SIGN_IN_TO_CONTINUE } from '#server/auth/require-user';
import type { TDatabase } from '#server/db/client';
import {
  getOwnProfile,
  getPublicProfile,
  replaceProfilePhoto,
  updateOwnProfile,
} from '#server/domain/accounts/profile';
import { HttpError } from '#server/plugins/errors';
import type { TClock } from '#server/services/clock';
import type { TFileStorage } from '#server/services/file-storage';
import { consumePhotoUploadAllowance } from '#server/uploads/photo-upload-allowance';
import {
  removeProfilePhoto,
  renderProfilePhotoSizes,
  storeProfilePhoto,
} from '#server/uploads/profile-photos';
import { PHOTO_MISSING, readPhotoUpload, registerPhotoUploads } from '#server/uploads/read-photo-upload';
import { ZErrorBody } from '#shared/schemas/error';
import { ZOwnProfile, ZProfileUpdate, ZPublicProfile, ZUserIdParams } from '#shared/schemas/profile';

export type TProfileRouteOptions = { db: TDatabase; auth: TAuth; fileStorage: TFileStorage; clock: TClock };

export function profileRoutes({ db, auth, fileStorage, clock }: TProfileRouteOptions): FastifyPluginAsyncZod {
  // The account may have been deleted since the session was read: that is "signed out", not a 500.
  async function readOwnProfile(userId: string) {
    const profile = await getOwnProfile(db, userId);
    if (!profile) throw new HttpError(401, SIGN_IN_TO_CONTINUE);
    return profile;
  }

  return async (app) => {
    await registerPhotoUploads(app);

    // Anyone may look at a profile; the privacy choices decide what it shows.
    app.get(
      '/api/users/:id',
      {
        schema: {
          tags: ['profile'],
          summary: "A user's public profile (name as the user chose to show it, never the email)",
          params: ZUserIdParams,
          response: { 200: ZPublicProfile, 400: ZErrorBody, 404: ZErrorBody },
        },
      },
      async (request) => {
        const profile = await getPublicProfile(db, request.params.id);
        if (!profile) throw new HttpError(404, { key: 'errors.profile.notFound' });
        return profile;
      },
    );

    const signedInRoutes: FastifyPluginAsyncZod = async (signedIn) => {
      signedIn.addHook('onRequest', createRequireUser(auth));
      signedIn.addHook('onSend', async (_request, reply) => {
        reply.header('cache-control', 'no-store');
      });

      signedIn.get(
        '/api/account/profile',
        {
          schema: {
            tags: ['profile'],
            summary: "The signed-in user's own profile",
            response: { 200: ZOwnProfile, 401: ZErrorBody },
          },
        },
        async (request) => {
          return readOwnProfile(getCurrentUser(request).id);
        },
      );

      signedIn.put(
        '/api/account/profile',
        {
          schema: {
            tags: ['profile'],
            summary: 'Changes names, bio, city and region',
            body: ZProfileUpdate,
            response: { 200: ZOwnProfile, 400: ZErrorBody, 401: ZErrorBody },
          },
        },
        async (request) => {
          const profile = await updateOwnProfile(db, getCurrentUser(request).id, request.body, clock.now());
          if (!profile) throw new HttpError(401, SIGN_IN_TO_CONTINUE);
          return profile;
        },
      );

      signedIn.put(
        '/api/account/photo',
        {
          schema: {
            tags: ['profile'],
            summary:
              'Sets the profile photo (multipart field "photo": JPEG, PNG or WebP up to 10 MB); re-encoded, metadata removed',
            consumes: ['multipart/form-data'],
            response: {
              200: ZOwnProfile,
              400: ZErrorBody,
              401: ZErrorBody,
              413: ZErrorBody,
              429: ZErrorBody,
              503: ZErrorBody,
            },
          },
        },
        async (request) => {
          const userId = getCurrentUser(request).id;
          if (!request.isMultipart()) throw new HttpError(400, PHOTO_MISSING, { field: 'photo' });
          await consumePhotoUploadAllowance({ db, clock }, userId);
          const sizes = await renderProfilePhotoSizes(() => readPhotoUpload(request));
          const url = await storeProfilePhoto(fileStorage, sizes);
          const replaced = await replaceProfilePhoto(db, userId, url, clock.now());
          if (!replaced) {
            await removeProfilePhoto(fileStorage, url);
            throw new HttpError(401, SIGN_IN_TO_CONTINUE);
          }
          await removeProfilePhoto(fileStorage, replaced.previousUrl);
          return readOwnProfile(userId);
        },
      );

      signedIn.delete(
        '/api/account/photo',
        {
          schema: {
            tags: ['profile'],
            summary: 'Removes the profile photo',
            body: z.strictObject({}).nullish(),
            response: { 200: ZOwnProfile, 401: ZErrorBody },
          },
        },
        async (request) => {
          const userId = getCurrentUser(request).id;
          const replaced = await replaceProfilePhoto(db, userId, null, clock.now());
          if (replaced) await removeProfilePhoto(fileStorage, replaced.previousUrl);
          return readOwnProfile(userId);
        },
      );
    };
    await app.register(signedInRoutes);
  };
}
