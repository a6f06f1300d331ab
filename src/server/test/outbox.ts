import { asc, eq } from 'drizzle-orm';
import { mailOutbox } from '#server/db/schema/mail-outbox';
import type { TTestContext } from './test-app';

/** The mails queued to an address, oldest first, as the outbox holds them (after the mailer settles). */
export async function readOutboxTo(ctx: TTestContext, email: string) {
  await ctx.app.mailer.settle();
  return ctx.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, email))
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
}
