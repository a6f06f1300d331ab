import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { TDatabase } from '#server/db/client';
import { accounts, sessions, users } from '#server/db/schema/auth';
import type { TLocale } from '#shared/i18n/locales';
import type { TAccountSettings, TAccountSettingsUpdate } from '#shared/schemas/account';

const SETTINGS_COLUMNS = {
  isEmailOnPurchase: users.isEmailOnPurchase,
  isEmailOnThankYou: users.isEmailOnThankYou,
  isFullNameShown: users.isFullNameShown,
  areListsShownOnProfile: users.areListsShownOnProfile,
  language: users.language,
};

export async function getAccountSettings(db: TDatabase, userId: string): Promise<TAccountSettings | null> {
  const [row] = await db.select(SETTINGS_COLUMNS).from(users).where(eq(users.id, userId)).limit(1);
  return row ? { ...row, hasPassword: await hasPassword(db, userId) } : null;
}

export async function hasPassword(db: TDatabase, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential'), isNotNull(accounts.password)),
    )
    .limit(1);
  return row !== undefined;
}

export async function updateAccountSettings(
  db: TDatabase,
  userId: string,
  update: TAccountSettingsUpdate,
  now: Date,
): Promise<TAccountSettings | null> {
  const [row] = await db
    .update(users)
    .set({ ...update, updatedAt: now })
    .where(eq(users.id, userId))
    .returning(SETTINGS_COLUMNS);
  return row ? { ...row, hasPassword: await hasPassword(db, userId) } : null;
}

/** A choice that changes nothing writes nothing (the control may be pressed again and again). */
export async function setAccountLanguage(db: TDatabase, userId: string, language: TLocale, now: Date) {
  await db
    .update(users)
    .set({ language, updatedAt: now })
    .where(and(eq(users.id, userId), ne(users.language, language)));
}

export async function getSessionCreatedAt(db: TDatabase, sessionId: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return row?.createdAt ?? null;
}
