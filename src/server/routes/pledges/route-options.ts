import type { TAuth } from '../../auth/auth';
import type { TPledgeDeps } from '../../domain/pledges/pledge-access';

export type TPledgeRouteOptions = TPledgeDeps & { auth: TAuth };
