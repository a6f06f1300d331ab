import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TDatabase } from '#server/db/client';
import { contactMessages } from '#server/db/schema/content';
import type { TMailer } from '#server/mail/mailer';
import { readLanguagesByEmail } from '#server/mail/recipient-language';
import { composeContactMessageMail, composeContactReceivedMail } from '#server/mail/templates';
import type { TClock } from '#server/services/clock';
import { consumeRateLimit } from '#server/services/rate-limits';
import { type TMessage, translate } from '#server/services/translations';
import type { TLocale } from '#shared/i18n/locales';
import type { TAccountExport } from '#shared/schemas/account-export';
import type { ZContactInput } from '#shared/schemas/contact';

const HOUR_MS = 60 * 60 * 1000;
// A person writes a few messages at most; more from one address, or to one inbox, is abuse of the form
// (each message mails the admins, and a confirmation to whatever address was typed).
export const CONTACT_LIMITS_PER_HOUR = { perClient: 5, perEmail: 3 } as const;

export const CONTACT_SENT: TMessage = { key: 'answers.contact.sent' };
export const CONTACT_SENT_MESSAGE = translate('en', CONTACT_SENT);

/**
 * Keeps a contact message for the admins and mails it to them (ADMIN_EMAILS), then confirms to the
 * sender. Mail is queued, never awaited: the message is stored whatever the mail server does. Each admin
 * reads it in their account's language; the sender's confirmation is in the language they wrote in
 * (`sender.language`: the request's), as the address typed may have no account.
 */
export async function submitContactMessage(
  deps: { db: TDatabase; clock: TClock; mailer: TMailer; adminEmails: string[] },
  input: z.infer<typeof ZContactInput>,
  sender: { userId: string | null; clientKey: string; language: TLocale },
): Promise<void> {
  await consumeRateLimit(deps, `contact:${sender.clientKey}`, CONTACT_LIMITS_PER_HOUR.perClient, HOUR_MS);
  const email = input.email.toLowerCase();
  await consumeRateLimit(deps, `contact-email:${email}`, CONTACT_LIMITS_PER_HOUR.perEmail, HOUR_MS);
  await deps.db
    .insert(contactMessages)
    .values({ ...input, email, userId: sender.userId, createdAt: deps.clock.now() });
  const readAdminLanguage = await readLanguagesByEmail(deps.db, deps.adminEmails);
  for (const admin of deps.adminEmails) {
    deps.mailer.send(
      composeContactMessageMail({
        to: admin,
        ...input,
        email,
        isSignedIn: sender.userId !== null,
        locale: readAdminLanguage(admin),
      }),
    );
  }
  deps.mailer.send(composeContactReceivedMail({ to: email, locale: sender.language }));
}

/** The messages a user sent while signed in, oldest first (their data export). */
export async function listContactMessagesFrom(
  db: TDatabase,
  userId: string,
): Promise<TAccountExport['contactMessages']> {
  const rows = await db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.userId, userId))
    .orderBy(asc(contactMessages.createdAt), asc(contactMessages.id));
  return rows.map((row) => ({
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    sentAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
  }));
}
