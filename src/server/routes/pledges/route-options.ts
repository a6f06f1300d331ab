import type { TAuth } from '#server/auth/auth';
import type { TPledgeDeps } from '#server/domain/pledges/pledge-access';

export type TPledgeRouteOptions = TPledgeDeps & {
  auth: TAuth;
  /** AUTH_SECRET: keys the hashes of where a short hold comes from. */
  secret: string;
  isSecureCookie: boolean;
};
