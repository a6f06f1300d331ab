import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PHOTO_MAX_BYTES } from '../../shared/constants';
import { ZErrorBody } from '../../shared/schemas/error';
import { ZOwnProfile, ZProfileUpdate, ZPublicProfile, ZUserIdParams } from '../../shared/schemas/profile';
import type { TAuth } from '../auth/auth';
import { createRequireUser, getCurrentUser } from '../auth/require-user';
import type { TDatabase } from '../db/client';
import { getOwnProfile, getPublicProfile, replaceProfilePhoto, updateOwnProfile } from '../domain/profile';
import { HttpError } from '../plugins/errors';
import { removeProfilePhoto, renderProfilePhotoSizes, storeProfilePhoto } from '../uploads/profile-photos';

export const PHOTO_TOO_LARGE_MESSAGE = `photo: The photo must be at most ${PHOTO_MAX_BYTES / 1024 / 1024} MB`;
export const PHOTO_MISSING_MESSAGE = 'photo: Choose a photo to upload';
const PROFILE_NOT_FOUND_MESSAGE = 'This profile does not exist';

export type TProfileRouteOptions = { db: TDatabase; auth: TAuth; dataDir: string };

export function profileRoutes({ db, auth, dataDir }: TProfileRouteOptions): FastifyPluginAsyncZod {
  // The account may have been deleted since the session was read: that is "signed out", not a 500.
  async function readOwnProfile(userId: string) {
    const profile = await getOwnProfile(db, userId);
    if (!profile) throw new HttpError(401, 'Sign in to continue');
    return profile;
  }

  return async (app) => {
    await app.register(multipart, {
      // One file and nothing else; anything bigger is cut off while it streams in.
      limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 },
    });

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
        if (!profile) throw new HttpError(404, PROFILE_NOT_FOUND_MESSAGE);
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
          const profile = await updateOwnProfile(db, getCurrentUser(request).id, request.body);
          if (!profile) throw new HttpError(401, 'Sign in to continue');
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
            response: { 200: ZOwnProfile, 400: ZErrorBody, 401: ZErrorBody, 413: ZErrorBody },
          },
        },
        async (request) => {
          const userId = getCurrentUser(request).id;
          if (!request.isMultipart()) throw new HttpError(400, PHOTO_MISSING_MESSAGE);
          const file = await readPhotoUpload(request);
          const sizes = await renderProfilePhotoSizes(file);
          const url = await storeProfilePhoto(dataDir, sizes);
          const replaced = await replaceProfilePhoto(db, userId, url);
          if (!replaced) {
            await removeProfilePhoto(dataDir, url);
            throw new HttpError(401, 'Sign in to continue');
          }
          await removeProfilePhoto(dataDir, replaced.previousUrl);
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
          const replaced = await replaceProfilePhoto(db, userId, null);
          if (replaced) await removeProfilePhoto(dataDir, replaced.previousUrl);
          return readOwnProfile(userId);
        },
      );
    };
    await app.register(signedInRoutes);
  };
}

async function readPhotoUpload(request: FastifyRequest): Promise<Buffer> {
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file();
  } catch (error) {
    throw toUploadError(error);
  }
  if (part?.fieldname !== 'photo') throw new HttpError(400, PHOTO_MISSING_MESSAGE);
  try {
    const data = await part.toBuffer();
    if (data.length === 0) throw new HttpError(400, PHOTO_MISSING_MESSAGE);
    return data;
  } catch (error) {
    throw toUploadError(error);
  }
}

function toUploadError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, PHOTO_TOO_LARGE_MESSAGE);
  // Anything else the multipart reader meets (no boundary, a body cut short, extra parts) is a bad
  // request, never our failure.
  return new HttpError(400, 'photo: Send one photo in the "photo" field and nothing else');
}
