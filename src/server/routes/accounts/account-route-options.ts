import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAuth } from '#server/auth/auth';
import type { TAddressCipher } from '#server/crypto/address-cipher';
import type { TDatabase } from '#server/db/client';
import type { TAccountDeletionHooks } from '#server/domain/accounts/account-deletion';
import type { TClock } from '#server/services/clock';

export type TAccountRouteOptions = {
  db: TDatabase;
  clock: TClock;
  auth: TAuth;
  authRateLimit: { max: number; timeWindow: number; isShared: true };
  deletionHooks: Pick<TAccountDeletionHooks, 'takeConfirmationCode' | 'abandon'>;
  cipher: TAddressCipher;
  appUrl: string;
};

/** The app a plugin function receives, with the Zod type provider. */
export type TZodApp = Parameters<FastifyPluginAsyncZod>[0];
