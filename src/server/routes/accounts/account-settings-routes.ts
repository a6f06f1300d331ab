import { getCurrentUser, SIGN_IN_TO_CONTINUE } from '#server/auth/require-user';
import { getAccountSettings, updateAccountSettings } from '#server/domain/accounts/account-settings';
import { HttpError } from '#server/plugins/errors';
import { ZAccountSettings, ZAccountSettingsUpdate } from '#shared/schemas/account';
import { ZErrorBody } from '#shared/schemas/error';

import type { TAccountRouteOptions, TZodApp } from './account-route-options';

/** Mail and privacy choices: read and change them. */
export function registerAccountSettingsRoutes(app: TZodApp, { db, clock }: TAccountRouteOptions): void {
  app.get(
    '/api/account/settings',
    {
      schema: {
        tags: ['account'],
        summary: 'Mail and privacy choices of the signed-in user',
        response: { 200: ZAccountSettings, 401: ZErrorBody },
      },
    },
    async (request) => {
      const settings = await getAccountSettings(db, getCurrentUser(request).id);
      if (!settings) throw new HttpError(401, SIGN_IN_TO_CONTINUE);
      return settings;
    },
  );

  app.patch(
    '/api/account/settings',
    {
      schema: {
        tags: ['account'],
        summary: 'Changes some of the mail and privacy choices',
        body: ZAccountSettingsUpdate,
        response: { 200: ZAccountSettings, 400: ZErrorBody, 401: ZErrorBody },
      },
    },
    async (request) => {
      const settings = await updateAccountSettings(db, getCurrentUser(request).id, request.body, clock.now());
      if (!settings) throw new HttpError(401, SIGN_IN_TO_CONTINUE);
      return settings;
    },
  );
}
