import type { TPublicCache } from '#server/cache/public-cache';
import type { TDatabase } from '#server/db/client';
import type { TMailer } from '#server/mail/mailer';
import { readAccountLanguage } from '#server/mail/recipient-language';
import { composeAccountDeletedMail } from '#server/mail/templates';
import type { TClock } from '#server/services/clock';
import type { TFileStorage } from '#server/services/file-storage';
import { removeUserUploads } from '#server/uploads/remove-uploads';
import type { TLocale } from '#shared/i18n/locales';
import { ACCOUNT_LISTS_CHANGED } from '../needs-lists/list-access';
import {
  abandonDeletion,
  anonymiseUserRecords,
  completeDeletion,
  findOwnedUploadUrls,
  findUserByProviderAccount,
  hasOtherSignInMethods,
  recordEmptyDeletion,
  type TDeletedUser,
  unlinkProvider,
} from './deletion-records';

export type TAccountDeletionDeps = {
  db: TDatabase;
  fileStorage: TFileStorage;
  appUrl: string;
  mailer: TMailer;
  publicCache: Pick<TPublicCache, 'markChanged'>;
  clock: TClock;
};

/** What the first half of a deletion leaves for the second, once the user row is gone. */
type TPreparedDeletion = {
  confirmationCode: string;
  /** Whether the deletion changes what the public sees (their visible lists, or reservations it ended). */
  isPublicChange: boolean;
  /** The lists' photos and the item pictures, read before their rows go with the user (cascade). */
  uploadUrls: string[];
  /** The account's language, which its last mail is written in (read while the account is there). */
  language: TLocale;
};

type TDeletedUserDetails = TDeletedUser & { image?: string | null; firstName: string };

/** Before the user row goes: anonymise what must not survive it, in one transaction (nothing is deleted if that fails). */
async function prepareAccountDeletion(
  deps: TAccountDeletionDeps,
  user: TDeletedUser,
  source: 'account' | 'facebook',
): Promise<TPreparedDeletion> {
  const uploadUrls = await findOwnedUploadUrls(deps.db, user.id);
  const language = await readAccountLanguage(deps.db, user);
  const { confirmationCode, isPublicChange } = await anonymiseUserRecords(
    deps.db,
    user,
    source,
    deps.clock.now(),
  );
  return { confirmationCode, isPublicChange, uploadUrls, language };
}

/** Once the user row is gone: the code is marked done, the files go, and the person is told by mail. */
async function finishAccountDeletion(
  deps: TAccountDeletionDeps,
  user: TDeletedUserDetails,
  prepared: TPreparedDeletion,
): Promise<void> {
  const { confirmationCode } = prepared;
  await completeDeletion(deps.db, confirmationCode, deps.clock.now());
  // Their lists went with them: this instance stops answering with them at once.
  if (prepared.isPublicChange) deps.publicCache.markChanged(ACCOUNT_LISTS_CHANGED);
  await removeUserUploads(deps.fileStorage, [user.image, ...prepared.uploadUrls]);
  // No userId on this mail: there is no account left to notify if it cannot be delivered.
  deps.mailer.send(
    composeAccountDeletedMail({
      to: user.email,
      firstName: user.firstName,
      confirmationCode,
      statusUrl: `${deps.appUrl}/data-deletion?code=${confirmationCode}`,
      locale: prepared.language,
    }),
  );
}

/**
 * Deletes a user's account and data: anonymises their records, has `deleteUserRow` remove the user row
 * (and with it, through foreign keys, sessions, sign-in methods and notifications), then removes their
 * files and confirms by mail. Answers the confirmation code.
 */
export async function deleteAccountData(
  deps: TAccountDeletionDeps,
  user: TDeletedUserDetails,
  source: 'account' | 'facebook',
  deleteUserRow: (userId: string) => Promise<void>,
): Promise<string> {
  const prepared = await prepareAccountDeletion(deps, user, source);
  try {
    await deleteUserRow(user.id);
  } catch (error) {
    await abandonDeletion(deps.db, prepared.confirmationCode);
    throw error;
  }
  await finishAccountDeletion(deps, user, prepared);
  return prepared.confirmationCode;
}

/**
 * Facebook's data-deletion callback for the Facebook user `facebookUserId`: deletes what we hold about
 * them, and answers a confirmation code even when we hold nothing.
 */
export async function deleteFacebookUserData(
  deps: TAccountDeletionDeps,
  facebookUserId: string,
  deleteUserRow: (userId: string) => Promise<void>,
): Promise<{ confirmationCode: string; isUserFound: boolean }> {
  const user = await findUserByProviderAccount(deps.db, 'facebook', facebookUserId);
  if (!user) {
    return {
      confirmationCode: await recordEmptyDeletion(deps.db, 'facebook', deps.clock.now()),
      isUserFound: false,
    };
  }
  if (await hasOtherSignInMethods(deps.db, user.id, 'facebook')) {
    // Removing the app on Facebook takes back what Facebook gave us (the link and its tokens); an
    // account that also signs in another way is the person's own to keep or delete.
    return {
      confirmationCode: await unlinkProvider(deps.db, user.id, 'facebook', deps.clock.now()),
      isUserFound: true,
    };
  }
  // The same deletion as "Delete my account".
  return {
    confirmationCode: await deleteAccountData(deps, user, 'facebook', deleteUserRow),
    isUserFound: true,
  };
}

export type TAccountDeletionHooks = {
  beforeDelete: (user: TDeletedUser) => Promise<void>;
  afterDelete: (user: TDeletedUser & { image?: string | null; firstName?: unknown }) => Promise<void>;
  /** The confirmation code of a deletion that just happened (once). */
  takeConfirmationCode: (userId: string) => string | undefined;
  /** Forgets a deletion that failed after beforeDelete (its code is withdrawn). */
  abandon: (userId: string) => Promise<void>;
};

/**
 * "Delete my account": better-auth deletes the user row between these hooks, which run the two halves
 * of deleteAccountData around it.
 */
export function createAccountDeletionHooks(deps: TAccountDeletionDeps): TAccountDeletionHooks {
  const preparedDeletions = new Map<string, TPreparedDeletion>();
  const codes = new Map<string, string>();
  return {
    async beforeDelete(user) {
      const prepared = await prepareAccountDeletion(deps, user, 'account');
      preparedDeletions.set(user.id, prepared);
      codes.set(user.id, prepared.confirmationCode);
    },
    async afterDelete(user) {
      const prepared = preparedDeletions.get(user.id);
      preparedDeletions.delete(user.id);
      if (!prepared) {
        await removeUserUploads(deps.fileStorage, [user.image]);
        return;
      }
      const firstName = typeof user.firstName === 'string' ? user.firstName : '';
      await finishAccountDeletion(deps, { ...user, firstName }, prepared);
    },
    takeConfirmationCode(userId) {
      const code = codes.get(userId);
      codes.delete(userId);
      return code;
    },
    async abandon(userId) {
      preparedDeletions.delete(userId);
      const code = codes.get(userId);
      codes.delete(userId);
      if (code) await abandonDeletion(deps.db, code);
    },
  };
}
