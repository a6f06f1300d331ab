import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { TDatabase } from '#server/db/client';
import { accounts, sessions, users } from '#server/db/schema/auth';

/**
 * The mailbox's owner says they did not create this account (someone signed up with their address).
 * Every session of it ends and its password is replaced by one nobody knows, in one transaction, so
 * whoever chose the password can neither stay nor sign in again; the owner chooses their own with a
 * reset link. Answers the account's address, or null when it no longer exists.
 */
export async function disownAccount(
  db: TDatabase,
  userId: string,
  unknownPasswordHash: (password: string) => Promise<string>,
  now: Date,
): Promise<{ email: string } | null> {
  const voidHash = await unknownPasswordHash(randomBytes(32).toString('base64url'));
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) return null;
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx
      .update(accounts)
      .set({ password: voidHash, updatedAt: now })
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
    return user;
  });
}
