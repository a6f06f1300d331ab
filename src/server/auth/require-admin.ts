import type { onRequestAsyncHookHandler } from 'fastify';
import { HttpError } from '../plugins/errors';
import type { TAuth } from './auth';
import { createRequireUser } from './require-user';

export const ADMINS_ONLY_MESSAGE = 'Only Kindlist admins can do this';

/** 401 without a session, 403 for a user who is not an admin (read from the database on every request). */
export function createRequireAdmin(auth: TAuth): onRequestAsyncHookHandler {
  const requireUser = createRequireUser(auth);
  return async function requireAdmin(request, reply) {
    await requireUser.call(this, request, reply);
    if (request.currentUser?.userType !== 'admin') throw new HttpError(403, ADMINS_ONLY_MESSAGE);
  };
}
