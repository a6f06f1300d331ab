import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAuth } from '#server/auth/auth';
import { parseFacebookSignedRequest } from '#server/auth/facebook-signed-request';
import type { TPublicCache } from '#server/cache/public-cache';
import type { TDatabase } from '#server/db/client';
import { deleteFacebookUserData } from '#server/domain/accounts/account-deletion';
import { getDeletionStatus } from '#server/domain/accounts/deletion-records';
import { renderRefusal } from '#server/domain/domain-error';
import type { TMailer } from '#server/mail/mailer';
import { HttpError } from '#server/plugins/errors';
import type { TClock } from '#server/services/clock';
import type { TFileStorage } from '#server/services/file-storage';
import type { TMessage } from '#server/services/translations';
import { msg } from '#shared/i18n/validation';
import {
  ZConfirmationCode,
  ZDataDeletionStatus,
  ZFacebookDeletionResult,
} from '#shared/schemas/data-deletion';
import { ZErrorBody } from '#shared/schemas/error';

const BAD_SIGNED_REQUEST: TMessage = { key: 'errors.dataDeletion.badSignature' };
export const BAD_SIGNED_REQUEST_MESSAGE = renderRefusal('en', {
  refusal: BAD_SIGNED_REQUEST,
  field: 'signed_request',
});

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
              .string(msg('validation.facebook.signedRequestRequired'))
              .min(1, msg('validation.facebook.signedRequestRequired'))
              .max(8192),
          }),
          response: { 200: ZFacebookDeletionResult, 400: ZErrorBody, 404: ZErrorBody },
        },
      },
      async (request) => {
        if (!facebookAppSecret) throw new HttpError(404, { key: 'errors.dataDeletion.facebookNotSetUp' });
        const signed = parseFacebookSignedRequest(request.body.signed_request, facebookAppSecret);
        if (!signed) throw new HttpError(400, BAD_SIGNED_REQUEST, { field: 'signed_request' });
        const { confirmationCode, isUserFound } = await deleteFacebookUserData(
          { db, fileStorage, appUrl, mailer, publicCache, clock },
          signed.userId,
          async (userId) => {
            const context = await auth.$context;
            await context.internalAdapter.deleteUserSessions(userId);
            await context.internalAdapter.deleteUser(userId);
          },
        );
        request.log.info({ isUserFound }, 'facebook data deletion handled');
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
        if (!status) throw new HttpError(404, { key: 'errors.dataDeletion.unknownCode' });
        return status;
      },
    );
  };
}
