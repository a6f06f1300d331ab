import { inArray } from 'drizzle-orm';
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
