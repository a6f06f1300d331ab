import { eq, inArray } from 'drizzle-orm';
import type { TDatabase } from '#server/db/client';
import { sessions, users } from '#server/db/schema/auth';
import { DEFAULT_LOCALE, isLocale } from '#shared/i18n/locales';
import type { TCurrentUser } from '#shared/schemas/user';

type TUserRecord = {
  id: string;
  email: string;
  emailVerified: boolean;
  image?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  userType?: string | null;
  language?: string | null;
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
    language: isLocale(user.language) ? user.language : DEFAULT_LOCALE,
  };
}

/** Makes every account listed in ADMIN_EMAILS an admin; returns how many were changed. */
export async function promoteAdminEmails(
  db: TDatabase,
  emails: readonly string[],
  now: Date,
): Promise<number> {
  if (emails.length === 0) return 0;
  const updated = await db
    .update(users)
    .set({ userType: 'admin', updatedAt: now })
    .where(
      inArray(
        users.email,
        emails.map((email) => email.toLowerCase()),
      ),
    )
    .returning({ id: users.id });
  return updated.length;
}

export async function promoteUserByEmail(db: TDatabase, email: string, now: Date): Promise<boolean> {
  return (await promoteAdminEmails(db, [email], now)) > 0;
}

/**
 * better-auth's change-of-address link names the account by its address, not its id. It must not
 * outlive that account: a link minted before the account with this address was created (deleted and
 * signed up again) or while the address was unconfirmed is refused. Called with a token whose
 * signature was checked (readLinkToken); better-auth checks the expiry itself.
 */
export async function isEmailChangeTokenStale(
  db: TDatabase,
  link: { email: string; issuedAtMs: number },
): Promise<boolean> {
  const [user] = await db
    .select({ createdAt: users.createdAt, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.email, link.email))
    .limit(1);
  if (!user) return false;
  return !user.emailVerified || user.createdAt.getTime() > link.issuedAtMs + 1000;
}

export async function findUserByEmail(
  db: TDatabase,
  email: string,
): Promise<{ id: string; emailVerified: boolean } | null> {
  const [user] = await db
    .select({ id: users.id, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.email, email.toLowerCase()))
    .limit(1);
  return user ?? null;
}

export async function deleteSessionByToken(db: TDatabase, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.token, token));
}
