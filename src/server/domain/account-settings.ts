import { eq } from 'drizzle-orm';
import type { TAccountSettings, TAccountSettingsUpdate } from '../../shared/schemas/account';
import type { TDatabase } from '../db/client';
import { users } from '../db/schema/auth';

const SETTINGS_COLUMNS = {
  isEmailOnPurchase: users.isEmailOnPurchase,
  isEmailOnThankYou: users.isEmailOnThankYou,
  isFullNameShown: users.isFullNameShown,
  areListsShownOnProfile: users.areListsShownOnProfile,
};

export async function getAccountSettings(db: TDatabase, userId: string): Promise<TAccountSettings | null> {
  const [row] = await db.select(SETTINGS_COLUMNS).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

export async function updateAccountSettings(
  db: TDatabase,
  userId: string,
  update: TAccountSettingsUpdate,
): Promise<TAccountSettings | null> {
  const [row] = await db
    .update(users)
    .set({ ...update, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning(SETTINGS_COLUMNS);
  return row ?? null;
}
