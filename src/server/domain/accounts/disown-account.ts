import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, like } from 'drizzle-orm';
import type { TDatabase } from '#server/db/client';
import { accounts, sessions, users, verifications } from '#server/db/schema/auth';

// The right to disown an account is a row of better-auth's verifications table, which backups leave
// out: its identifier names the account, its value is the digest of the secret the browser holds.
const RIGHT_PREFIX = 'not-mine:';

function digest(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

/**
 * Gives the browser that confirmed an address it did not sign up with the right to disown the
 * account, until `expiresAt`. Answers the secret the browser keeps; the database keeps its digest,
 * so the right works once, and a copy of a backup or of the table grants nothing.
 */
export async function grantDisownRight(
  db: TDatabase,
  userId: string,
  now: Date,
  expiresAt: Date,
): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  await db.insert(verifications).values({
    id: randomUUID(),
    identifier: `${RIGHT_PREFIX}${userId}`,
    value: digest(secret),
    expiresAt,
    createdAt: now,
    updatedAt: now,
  });
  return secret;
}

/**
 * The mailbox's owner says they did not create this account (someone signed up with their address).
 * The right the browser holds is used up, every session of the account ends and its password is
 * replaced by one nobody knows, in one transaction, so whoever chose the password can neither stay
 * nor sign in again; the owner chooses their own with a reset link. Answers the account's address, or
 * null when the right is unknown, used or out of date, or the account no longer exists.
 */
export async function disownAccount(
  db: TDatabase,
  secret: string,
  unknownPasswordHash: (password: string) => Promise<string>,
  now: Date,
): Promise<{ email: string } | null> {
  if (!secret) return null;
  const voidHash = await unknownPasswordHash(randomBytes(32).toString('base64url'));
  return db.transaction(async (tx) => {
    const [right] = await tx
      .delete(verifications)
      .where(
        and(
          like(verifications.identifier, `${RIGHT_PREFIX}%`),
          eq(verifications.value, digest(secret)),
          gt(verifications.expiresAt, now),
        ),
      )
      .returning({ identifier: verifications.identifier });
    if (!right) return null;
    const userId = right.identifier.slice(RIGHT_PREFIX.length);
    const [user] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) return null;
    // Any other right to disown it (a second confirmation link opened) has nothing left to do.
    await tx.delete(verifications).where(eq(verifications.identifier, right.identifier));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx
      .update(accounts)
      .set({ password: voidHash, updatedAt: now })
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
    return user;
  });
}
