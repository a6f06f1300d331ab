import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAuth } from '#server/auth/auth';
import { getSessionUser } from '#server/auth/require-user';
import type { TDatabase } from '#server/db/client';
import { CONTACT_SENT, submitContactMessage } from '#server/domain/content/contact-messages';
import type { TMailer } from '#server/mail/mailer';
import { toClientNetwork } from '#server/services/client-address';
import type { TClock } from '#server/services/clock';
import { translate } from '#server/services/translations';
import { ZContactInput, ZContactResult } from '#shared/schemas/contact';
import { ZErrorBody } from '#shared/schemas/error';

/** The contact form: anyone may write, signed in or not. */
export function contactRoutes(deps: {
  db: TDatabase;
  clock: TClock;
  auth: TAuth;
  mailer: TMailer;
  adminEmails: string[];
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/contact',
      {
        schema: {
          tags: ['content'],
          summary: 'Sends a message to the Kindlist team (stored for the admins and mailed to them)',
          body: ZContactInput,
          response: { 201: ZContactResult, 400: ZErrorBody, 403: ZErrorBody, 429: ZErrorBody },
        },
      },
      async (request, reply) => {
        const user = await getSessionUser(deps.auth, request);
        await submitContactMessage(deps, request.body, {
          userId: user?.id ?? null,
          clientKey: toClientNetwork(request.ip),
          language: request.language,
        });
        reply.header('cache-control', 'no-store');
        return reply.code(201).send({ message: translate(request.language, CONTACT_SENT) });
      },
    );
  };
}
