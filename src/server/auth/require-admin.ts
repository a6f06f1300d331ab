import type { onRequestAsyncHookHandler } from 'fastify';
import { ADMINS_ONLY } from '../domain/admin/admin-users';
import { HttpError } from '../plugins/errors';
import type { TMessage } from '../services/translations';
import type { TAuth } from './auth';
import { createRequireUser } from './require-user';

const ADMIN_EMAIL_UNCONFIRMED: TMessage = { key: 'errors.admin.emailUnconfirmed' };

/**
 * 401 without a session, 403 for a user who is not an admin (read from the database on every request),
 * and 403 for an admin whose email is not confirmed: whoever signed up first with an address listed in
 * ADMIN_EMAILS gets the role, so only the address's owner, by confirming it, may use it.
 */
export function createRequireAdmin(auth: TAuth): onRequestAsyncHookHandler {
  const requireUser = createRequireUser(auth);
  return async function requireAdmin(request, reply) {
    await requireUser.call(this, request, reply);
    if (request.currentUser?.userType !== 'admin') throw new HttpError(403, ADMINS_ONLY);
    if (!request.currentUser.emailVerified) throw new HttpError(403, ADMIN_EMAIL_UNCONFIRMED);
  };
}
