import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { TCurrentUser } from '#shared/schemas/user';
import { toCurrentUser } from '../domain/accounts/users';
import { HttpError } from '../plugins/errors';
import type { TMessage } from '../services/translations';
import type { TAuth } from './auth';
import { toFetchHeaders } from './headers';

/** The 401 of every route that needs someone signed in. */
export const SIGN_IN_TO_CONTINUE: TMessage = { key: 'errors.auth.signInToContinue' };

declare module 'fastify' {
  interface FastifyRequest {
    currentUser: TCurrentUser | null;
    currentSessionId: string | null;
  }
}

/** The session of a request and its user, or null (no cookie: no database lookup). */
export async function readSession(
  auth: TAuth,
  request: FastifyRequest,
): Promise<{ user: TCurrentUser; sessionId: string } | null> {
  if (!request.headers.cookie) return null;
  const session = await auth.api.getSession({ headers: toFetchHeaders(request) });
  // Suspension deletes the account's sessions; one made at that very moment is refused here too.
  if (!session || session.user.suspendedAt) return null;
  return { user: toCurrentUser(session.user), sessionId: session.session.id };
}

export async function getSessionUser(auth: TAuth, request: FastifyRequest): Promise<TCurrentUser | null> {
  return (await readSession(auth, request))?.user ?? null;
}

export function createRequireUser(auth: TAuth): onRequestAsyncHookHandler {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const session = await readSession(auth, request);
    if (!session) throw new HttpError(401, SIGN_IN_TO_CONTINUE);
    request.currentUser = session.user;
    request.currentSessionId = session.sessionId;
  };
}

export function getCurrentUser(request: FastifyRequest): TCurrentUser {
  if (!request.currentUser) throw new HttpError(401, SIGN_IN_TO_CONTINUE);
  return request.currentUser;
}
