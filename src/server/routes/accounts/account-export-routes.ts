import { getCurrentUser, SIGN_IN_TO_CONTINUE } from '#server/auth/require-user';
import { collectAccountData } from '#server/domain/accounts/account-export';
import { HttpError } from '#server/plugins/errors';
import { ZAccountExport } from '#shared/schemas/account-export';
import { ZErrorBody } from '#shared/schemas/error';

import type { TAccountRouteOptions, TZodApp } from './account-route-options';

/** Everything we hold about the user, as a download. */
export function registerAccountExportRoute(app: TZodApp, { db, clock, cipher }: TAccountRouteOptions): void {
  app.get(
    '/api/account/export',
    {
      schema: {
        tags: ['account'],
        summary: 'Everything we hold about the signed-in user, as a JSON download',
        response: { 200: ZAccountExport, 401: ZErrorBody },
      },
    },
    async (request, reply) => {
      const data = await collectAccountData(db, cipher, getCurrentUser(request).id, clock.now());
      if (!data) throw new HttpError(401, SIGN_IN_TO_CONTINUE);
      const day = data.exportedAt.slice(0, 10);
      reply.header('content-disposition', `attachment; filename="kindlist-data-${day}.json"`);
      return data;
    },
  );
}
