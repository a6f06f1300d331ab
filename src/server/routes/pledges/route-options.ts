import { z } from 'zod';
import { ZErrorBody } from '../../../shared/schemas/error';
import type { TAuth } from '../../auth/auth';
import type { TPledgeDeps } from '../../domain/pledges/pledge-access';

export type TPledgeRouteOptions = TPledgeDeps & { auth: TAuth };

// These POSTs carry no body (Fastify then sees null); an empty JSON object is accepted too.
export const EMPTY_BODY = z.strictObject({}).nullish();

export const PLEDGE_WRITE_ERRORS = {
  400: ZErrorBody,
  401: ZErrorBody,
  403: ZErrorBody,
  404: ZErrorBody,
  409: ZErrorBody,
};
