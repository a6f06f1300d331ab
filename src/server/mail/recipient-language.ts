import { eq, inArray } from 'drizzle-orm';
import type { TDatabase } from '#server/db/client';
import { users } from '#server/db/schema/auth';
import { DEFAULT_LOCALE, isLocale, type TLocale } from '#shared/i18n/locales';

/**
 * The language an account's mail is written in: the account's own (users.language), as the caller
 * has it or else as stored; English when the account is not found.
 */
export async function readAccountLanguage(
  db: TDatabase,
  user: { id: string; language?: unknown },
): Promise<TLocale> {
  if (isLocale(user.language)) return user.language;
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, user.id));
  return isLocale(row?.language) ? row.language : DEFAULT_LOCALE;
}

/** The language of each address's account, for mail to addresses that may have none (English then). */
export async function readLanguagesByEmail(
  db: TDatabase,
  emails: string[],
): Promise<(email: string) => TLocale> {
  const rows =
    emails.length === 0
      ? []
      : await db
          .select({ email: users.email, language: users.language })
          .from(users)
          .where(
            inArray(
              users.email,
              emails.map((email) => email.toLowerCase()),
            ),
          );
  const byEmail = new Map(rows.map((row) => [row.email, row.language]));
  return (email) => {
    const language = byEmail.get(email.toLowerCase());
    return isLocale(language) ? language : DEFAULT_LOCALE;
  };
}
