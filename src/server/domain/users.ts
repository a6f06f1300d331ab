import { eq, inArray } from 'drizzle-orm';
import type { TCurrentUser } from '../../shared/schemas/user';
import type { TDatabase } from '../db/client';
import { users } from '../db/schema/auth';

type TUserRecord = {
  id: string;
  email: string;
  emailVerified: boolean;
  image?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  userType?: string | null;
};

export function toCurrentUser(user: TUserRecord): TCurrentUser {
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    profileImageUrl: user.image ?? null,
    userType: user.userType === 'admin' ? 'admin' : 'user',
  };
}

/** Makes every account listed in ADMIN_EMAILS an admin; returns how many were changed. */
export async function promoteAdminEmails(db: TDatabase, emails: readonly string[]): Promise<number> {
  if (emails.length === 0) return 0;
  const updated = await db
    .update(users)
    .set({ userType: 'admin', updatedAt: new Date() })
    .where(
      inArray(
        users.email,
        emails.map((email) => email.toLowerCase()),
      ),
    )
    .returning({ id: users.id });
  return updated.length;
}

export async function promoteUserByEmail(db: TDatabase, email: string): Promise<boolean> {
  return (await promoteAdminEmails(db, [email])) > 0;
}

/**
 * better-auth's change-of-address link names the account by its address, not its id. It must not
 * outlive that account: a link minted before the account with this address was created (deleted and
 * signed up again) or while the address was unconfirmed is refused. Better-auth checks signature and
 * expiry itself.
 */
export async function isEmailChangeTokenStale(db: TDatabase, token: string): Promise<boolean> {
  let payload: { email?: unknown; updateTo?: unknown; iat?: unknown };
  try {
    payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  } catch {
    return false; // not a token better-auth would accept either; it answers that itself
  }
  if (typeof payload?.updateTo !== 'string' || typeof payload.email !== 'string') return false;
  const [user] = await db
    .select({ createdAt: users.createdAt, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.email, payload.email.toLowerCase()))
    .limit(1);
  if (!user) return false;
  const issuedAtMs = typeof payload.iat === 'number' ? payload.iat * 1000 : 0;
  return !user.emailVerified || user.createdAt.getTime() > issuedAtMs + 1000;
}
