import type { TAuth } from '../../auth/auth';
import type { TPledgeDeps } from '../../domain/pledges/pledge-access';

export type TPledgeRouteOptions = TPledgeDeps & {
  auth: TAuth;
  /** AUTH_SECRET: keys the hashes of where a short hold comes from. */
  secret: string;
  isSecureCookie: boolean;
};
