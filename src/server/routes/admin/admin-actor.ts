import type { FastifyRequest } from 'fastify';
import { getCurrentUser } from '#server/auth/require-user';
import type { TAdminActor } from '#server/domain/admin/audit-log';

/** The signed-in admin as the audit log names them: their name then, or their email without one. */
export function readAdminActor(request: FastifyRequest): TAdminActor {
  const user = getCurrentUser(request);
  const name = `${user.firstName} ${user.lastName}`.trim();
  return { id: user.id, name: name || user.email };
}
