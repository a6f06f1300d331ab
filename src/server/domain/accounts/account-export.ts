import { asc, eq } from 'drizzle-orm';
import type { TAddressCipher } from '#server/crypto/address-cipher';
import type { TDatabase } from '#server/db/client';
import { analyticsEvents } from '#server/db/schema/analytics';
import { accounts, sessions, users } from '#server/db/schema/auth';
import { chooseLocale } from '#shared/i18n/locales';
import type { TAccountExport } from '#shared/schemas/account-export';
import { listContactMessagesFrom } from '../content/contact-messages';
import { listOwnLists } from '../needs-lists/list-views';
import { listReportsBy } from '../needs-lists/shares-and-reports';
import { listAllNotifications } from '../notifications/notifications';
import { listDonorLimitHits } from '../pledges/limit-hits';
import { listAllMyPledges, listMyAddressReveals, listPledgesForOwner } from '../pledges/pledge-views';

/**
 * Everything we hold about one user, in plain words. Secrets that protect the account (password hash,
 * session and OAuth tokens) are described, never copied: a leaked export must not open the account.
 * What involves other people is as this user sees it in the app: a donor who gave anonymously is not
 * named to the family, and a donor's export holds when they saw a family's address, never the address.
 */
export async function collectAccountData(
  db: TDatabase,
  cipher: TAddressCipher,
  userId: string,
  now: Date,
): Promise<TAccountExport | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return null;
  const [
    signInMethods,
    sessionRows,
    notificationRows,
    eventRows,
    ownLists,
    giftsGiven,
    addressRevealsMade,
    contactMessages,
    reportsMade,
    givingLimitsMet,
  ] = await Promise.all([
    listSignInMethods(db, userId),
    listSessions(db, userId),
    // As the user reads them, in their account's language.
    listAllNotifications(db, userId, chooseLocale(user.language)),
    listAnalyticsEvents(db, userId),
    listOwnLists(db, cipher, userId),
    listAllMyPledges(db, userId),
    listMyAddressReveals(db, userId),
    listContactMessagesFrom(db, userId),
    listReportsBy(db, userId),
    listDonorLimitHits(db, userId),
  ]);
  const giftsReceived = await listGiftsReceived(db, { id: user.id, userType: user.userType }, ownLists);
  return {
    exportedAt: now.toISOString(),
    ...describeUser(user),
    signInMethods: signInMethods.map((method) => ({
      provider: method.providerId === 'credential' ? 'email and password' : method.providerId,
      hasPassword: method.password !== null,
      addedAt: method.createdAt.toISOString(),
    })),
    sessions: sessionRows.map((session) => ({
      startedAt: session.createdAt.toISOString(),
      lastActiveAt: session.updatedAt.toISOString(),
      expiresAt: session.expiresAt.toISOString(),
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
    })),
    notifications: notificationRows.map((notification) => ({
      title: notification.title,
      message: notification.message,
      type: notification.type,
      link: notification.link,
      isRead: notification.isRead,
      createdAt: notification.createdAt,
    })),
    needsLists: ownLists,
    giftsGiven,
    giftsReceived,
    addressRevealsMade,
    contactMessages,
    givingLimitsMet,
    reportsMade,
    analyticsEvents: eventRows.map((event) => ({
      name: event.name,
      params: event.params,
      path: event.path,
      createdAt: event.createdAt.toISOString(),
    })),
  };
}

type TUserRow = typeof users.$inferSelect;
type TOwnList = Awaited<ReturnType<typeof listOwnLists>>[number];

function listSignInMethods(db: TDatabase, userId: string) {
  return db
    .select({ providerId: accounts.providerId, createdAt: accounts.createdAt, password: accounts.password })
    .from(accounts)
    .where(eq(accounts.userId, userId))
    .orderBy(asc(accounts.createdAt));
}

function listSessions(db: TDatabase, userId: string) {
  return db
    .select({
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
      expiresAt: sessions.expiresAt,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt));
}

function listAnalyticsEvents(db: TDatabase, userId: string) {
  return db
    .select({
      name: analyticsEvents.name,
      params: analyticsEvents.params,
      path: analyticsEvents.path,
      createdAt: analyticsEvents.createdAt,
    })
    .from(analyticsEvents)
    .where(eq(analyticsEvents.userId, userId))
    .orderBy(asc(analyticsEvents.createdAt));
}

// The gifts on each published list of the owner's, as the family sees them (every address reveal too).
async function listGiftsReceived(
  db: TDatabase,
  owner: { id: string; userType: TUserRow['userType'] },
  ownLists: TOwnList[],
) {
  const giftsReceived: TAccountExport['giftsReceived'] = [];
  for (const list of ownLists) {
    if (list.status === 'draft') continue;
    const { pledges, addressReveals } = await listPledgesForOwner(db, owner, list.id, {
      isEveryReveal: true,
    });
    if (pledges.length === 0 && addressReveals.length === 0) continue;
    giftsReceived.push({ list: { id: list.id, title: list.title }, gifts: pledges, addressReveals });
  }
  return giftsReceived;
}

function describeUser(user: TUserRow): Pick<TAccountExport, 'profile' | 'settings'> {
  return {
    profile: {
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      firstName: user.firstName,
      lastName: user.lastName,
      bio: user.bio,
      city: user.city,
      region: user.region,
      profileImageUrl: user.image,
      userType: user.userType,
      createdAt: user.createdAt.toISOString(),
      updatedAt: user.updatedAt.toISOString(),
    },
    settings: {
      isFullNameShown: user.isFullNameShown,
      areListsShownOnProfile: user.areListsShownOnProfile,
      isEmailOnPurchase: user.isEmailOnPurchase,
      isEmailOnThankYou: user.isEmailOnThankYou,
    },
  };
}
