import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { TCurrentUser } from '../../shared/schemas/user';
import { HttpError } from '../plugins/errors';
import { getSessionUser } from '../routes/auth';
import type { TAuth } from './auth';

declare module 'fastify' {
  interface FastifyRequest {
    currentUser: TCurrentUser | null;
  }
}

export function createRequireUser(auth: TAuth): onRequestAsyncHookHandler {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const user = await getSessionUser(auth, request);
    if (!user) throw new HttpError(401, 'Sign in to continue');
    request.currentUser = user;
  };
}

export function createRequireAdmin(auth: TAuth): onRequestAsyncHookHandler {
  const requireUser = createRequireUser(auth);
  return async function requireAdmin(this: unknown, request: FastifyRequest, reply: FastifyReply) {
    await requireUser.call(this as never, request, reply);
    if (request.currentUser?.userType !== 'admin') throw new HttpError(403, 'Admins only');
  };
}

export function getCurrentUser(request: FastifyRequest): TCurrentUser {
  if (!request.currentUser) throw new HttpError(401, 'Sign in to continue');
  return request.currentUser;
}
