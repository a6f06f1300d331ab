import { and, eq, lt, ne, sql } from 'drizzle-orm';
import { type TDatabase, toRows } from '../db/client';
import { mailOutbox, type TMailOutboxRow } from '../db/schema/mail-outbox';
import type { TMail } from './mailer';

/** Sent and given-up mails are kept this long (to see what went out), then deleted: they hold links. */
export const OUTBOX_KEEP_MS = 7 * 24 * 60 * 60 * 1000;

/** How much of a failure the outbox keeps with its mail. */
export const MAX_ERROR_LENGTH = 300;

/** The mail an outbox row holds, as the sender and the give-up notice need it. */
export function toMail(row: TMailOutboxRow): TMail {
  return {
    to: row.recipient,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    link: row.link ?? undefined,
    userId: row.userId ?? undefined,
    askAgainPath: row.askAgainPath ?? undefined,
  };
}

/** The database, or a transaction the mail must commit with. */
export type TMailExecutor = TDatabase | Parameters<Parameters<TDatabase['transaction']>[0]>[0];

export async function queueMail(db: TMailExecutor, mail: TMail, now: Date): Promise<void> {
  await db.insert(mailOutbox).values({
    recipient: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
    link: mail.link ?? null,
    userId: mail.userId ?? null,
    askAgainPath: mail.askAgainPath ?? null,
    nextAttemptAt: now,
    createdAt: now,
  });
}

/**
 * Takes the next due mail for one attempt, in one statement: the attempt is counted and the row is
 * pushed to `claimUntil`, so no other instance takes it while it is being sent (SKIP LOCKED: instances
 * claiming at the same moment take different rows instead of waiting on each other). If this process
 * dies mid-attempt, the row is due again once the claim runs out.
 */
export async function claimDueMail(
  db: TDatabase,
  dueBy: Date,
  claimUntil: Date,
): Promise<TMailOutboxRow | undefined> {
  const rows = toRows<{ id: string }>(
    await db.execute(sql`
      update ${mailOutbox}
      set attempts = attempts + 1, next_attempt_at = ${claimUntil.toISOString()}
      where id = (
        select id from ${mailOutbox}
        where state = 'pending' and next_attempt_at <= ${dueBy.toISOString()}
        order by next_attempt_at
        limit 1
        for update skip locked
      )
      returning id`),
  );
  const id = rows[0]?.id;
  if (!id) return undefined;
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

export async function markMailSent(db: TDatabase, id: string, now: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ state: 'sent', sentAt: now, lastError: null })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.state, 'pending')));
}

export async function scheduleMailRetry(db: TDatabase, id: string, at: Date, error: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ nextAttemptAt: at, lastError: error })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.state, 'pending')));
}

/**
 * Gives a mail up and runs `onGivenUp` in the same transaction, so the user's notice is written
 * exactly once, and only if this instance is the one that gave the mail up.
 */
export async function giveUpMail(
  db: TDatabase,
  id: string,
  error: string,
  onGivenUp: (tx: TDatabase) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const given = await tx
      .update(mailOutbox)
      .set({ state: 'given_up', lastError: error })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.state, 'pending')))
      .returning({ id: mailOutbox.id });
    if (given.length === 0) return false;
    await onGivenUp(tx as unknown as TDatabase);
    return true;
  });
}

export async function countPendingMail(db: TDatabase): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(eq(mailOutbox.state, 'pending'));
  return row?.count ?? 0;
}

export async function deleteOldMail(db: TDatabase, now: Date): Promise<void> {
  await db
    .delete(mailOutbox)
    .where(
      and(
        ne(mailOutbox.state, 'pending'),
        lt(mailOutbox.createdAt, new Date(now.getTime() - OUTBOX_KEEP_MS)),
      ),
    );
}
