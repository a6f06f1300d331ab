import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAuth } from '#server/auth/auth';
import { getSessionUser } from '#server/auth/require-user';
import type { TDatabase } from '#server/db/client';
import { setAccountLanguage } from '#server/domain/accounts/account-settings';
import { setLanguageCookie } from '#server/plugins/language';
import type { TClock } from '#server/services/clock';
import * as accountApi from '#shared/api-paths/account';
import { ZLanguageChoice } from '#shared/schemas/account';
import { ZErrorBody } from '#shared/schemas/error';

/**
 * The language control (footer, settings): the choice is kept in a cookie for this browser and, for a
 * signed-in user, on the account, so pages and mails follow it everywhere.
 */
export function languageRoutes(options: {
  db: TDatabase;
  auth: TAuth;
  clock: TClock;
  isSecureCookie: boolean;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      accountApi.language,
      {
        schema: {
          tags: ['account'],
          summary: 'Chooses the language of pages, answers and (signed in) mails',
          body: ZLanguageChoice,
          response: { 200: ZLanguageChoice, 400: ZErrorBody },
        },
      },
      async (request, reply) => {
        const { language } = request.body;
        const user = await getSessionUser(options.auth, request);
        if (user) await setAccountLanguage(options.db, user.id, language, options.clock.now());
        reply.header('cache-control', 'no-store');
        setLanguageCookie(reply, language, options.isSecureCookie);
        return { language };
      },
    );
  };
}
