import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAuth } from '#server/auth/auth';
import { parseFacebookSignedRequest } from '#server/auth/facebook-signed-request';
import type { TPublicCache } from '#server/cache/public-cache';
import type { TDatabase } from '#server/db/client';
import {
  abandonDeletion,
  anonymiseUserRecords,
  completeDeletion,
  findOwnedUploadUrls,
  findUserByProviderAccount,
  getDeletionStatus,
  hasOtherSignInMethods,
  recordEmptyDeletion,
  unlinkProvider,
} from '#server/domain/accounts/account-deletion';
import { ACCOUNT_LISTS_CHANGED } from '#server/domain/needs-lists/list-access';
import type { TMailer } from '#server/mail/mailer';
import { composeAccountDeletedMail } from '#server/mail/templates';
import { HttpError } from '#server/plugins/errors';
import type { TClock } from '#server/services/clock';
import type { TFileStorage } from '#server/services/file-storage';
import { removeUserUploads } from '#server/uploads/remove-uploads';
import {
  ZConfirmationCode,
  ZDataDeletionStatus,
  ZFacebookDeletionResult,
} from '#shared/schemas/data-deletion';
import { ZErrorBody } from '#shared/schemas/error';

export const BAD_SIGNED_REQUEST_MESSAGE = 'signed_request: The signature is not valid';

export type TDataDeletionRouteOptions = {
  db: TDatabase;
  auth: TAuth;
  appUrl: string;
  fileStorage: TFileStorage;
  facebookAppSecret: string | undefined;
  mailer: TMailer;
  publicCache: Pick<TPublicCache, 'markChanged'>;
  clock: TClock;
};

export function dataDeletionRoutes({
  db,
  auth,
  appUrl,
  fileStorage,
  facebookAppSecret,
  mailer,
  publicCache,
  clock,
}: TDataDeletionRouteOptions): FastifyPluginAsyncZod {
  return async (app) => {
    // Facebook posts the callback as a form, not JSON.
    await app.register(formbody, { bodyLimit: 16 * 1024 });

    app.post(
      '/api/facebook/data-deletion',
      {
        schema: {
          tags: ['data deletion'],
          summary:
            "Facebook's data-deletion callback: verifies signed_request, deletes that user's data, answers a status URL and code",
          body: z.strictObject({
            signed_request: z
              .string({ error: 'signed_request is required' })
              .min(1, 'signed_request is required')
              .max(8192),
          }),
          response: { 200: ZFacebookDeletionResult, 400: ZErrorBody, 404: ZErrorBody },
        },
      },
      async (request) => {
        if (!facebookAppSecret) throw new HttpError(404, 'Facebook sign-in is not set up here');
        const signed = parseFacebookSignedRequest(request.body.signed_request, facebookAppSecret);
        if (!signed) throw new HttpError(400, BAD_SIGNED_REQUEST_MESSAGE);
        const user = await findUserByProviderAccount(db, 'facebook', signed.userId);
        let confirmationCode: string;
        if (!user) {
          confirmationCode = await recordEmptyDeletion(db, 'facebook', clock.now());
        } else if (await hasOtherSignInMethods(db, user.id, 'facebook')) {
          // Removing the app on Facebook takes back what Facebook gave us (the link and its tokens); an
          // account that also signs in another way is the person's own to keep or delete.
          confirmationCode = await unlinkProvider(db, user.id, 'facebook', clock.now());
        } else {
          // The same deletion as "Delete my account", through better-auth's own adapter.
          const uploadUrls = await findOwnedUploadUrls(db, user.id);
          const anonymised = await anonymiseUserRecords(db, user, 'facebook', clock.now());
          confirmationCode = anonymised.confirmationCode;
          try {
            const context = await auth.$context;
            await context.internalAdapter.deleteUserSessions(user.id);
            await context.internalAdapter.deleteUser(user.id);
          } catch (error) {
            await abandonDeletion(db, confirmationCode);
            throw error;
          }
          await completeDeletion(db, confirmationCode, clock.now());
          if (anonymised.isPublicChange) publicCache.markChanged(ACCOUNT_LISTS_CHANGED);
          await removeUserUploads(fileStorage, [user.image, ...uploadUrls]);
          mailer.send(
            composeAccountDeletedMail({
              to: user.email,
              firstName: user.firstName,
              confirmationCode,
              statusUrl: `${appUrl}/data-deletion?code=${confirmationCode}`,
            }),
          );
        }
        request.log.info({ isUserFound: user !== null }, 'facebook data deletion handled');
        return {
          url: `${appUrl}/data-deletion?code=${confirmationCode}`,
          confirmation_code: confirmationCode,
        };
      },
    );

    app.get(
      '/api/data-deletion/:code',
      {
        schema: {
          tags: ['data deletion'],
          summary: 'The status of a deletion, by its confirmation code',
          params: z.strictObject({ code: ZConfirmationCode }),
          response: { 200: ZDataDeletionStatus, 400: ZErrorBody, 404: ZErrorBody },
        },
      },
      async (request) => {
        const status = await getDeletionStatus(db, request.params.code);
        if (!status) throw new HttpError(404, 'No deletion has this confirmation code');
        return status;
      },
    );
  };
}
