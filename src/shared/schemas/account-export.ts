import { z } from 'zod';
import { REPORT_REASONS } from '../needs-list-limits';
import { DONOR_LIMITS } from '../pledge-limits';
import { ZOwnList } from './needs-list';
import { ZAddressReveal, ZListPledge, ZMyAddressReveal, ZMyPledge } from './pledge';

export const ZAccountExport = z
  .object({
    exportedAt: z.iso.datetime(),
    profile: z.object({
      id: z.string(),
      email: z.string(),
      emailVerified: z.boolean(),
      firstName: z.string(),
      lastName: z.string(),
      bio: z.string(),
      city: z.string(),
      region: z.string(),
      profileImageUrl: z.string().nullable(),
      userType: z.string(),
      createdAt: z.iso.datetime(),
      updatedAt: z.iso.datetime(),
    }),
    settings: z.object({
      isFullNameShown: z.boolean(),
      areListsShownOnProfile: z.boolean(),
      isEmailOnPurchase: z.boolean(),
      isEmailOnThankYou: z.boolean(),
    }),
    signInMethods: z.array(
      z.object({ provider: z.string(), hasPassword: z.boolean(), addedAt: z.iso.datetime() }),
    ),
    sessions: z.array(
      z.object({
        startedAt: z.iso.datetime(),
        lastActiveAt: z.iso.datetime(),
        expiresAt: z.iso.datetime(),
        ipAddress: z.string().nullable(),
        userAgent: z.string().nullable(),
      }),
    ),
    notifications: z.array(
      z.object({
        title: z.string(),
        message: z.string(),
        type: z.string(),
        link: z.string().nullable(),
        isRead: z.boolean(),
        createdAt: z.iso.datetime(),
      }),
    ),
    needsLists: z.array(ZOwnList),
    /**
     * The gifts the user gave, as My gifts shows them: the list and its family's public name, the item,
     * quantity, status and dates, the store, order number and message, whether they gave anonymously,
     * and the family's thank-you note.
     */
    giftsGiven: z.array(ZMyPledge),
    /**
     * For each of the user's lists with gifts or address reveals: the gifts and who saw its shipping
     * address, as the family sees them (a donor who chose to stay anonymous is not named), with the
     * thank-you notes the user sent.
     */
    giftsReceived: z.array(
      z.object({
        list: z.object({ id: z.string(), title: z.string() }),
        gifts: z.array(ZListPledge),
        addressReveals: z.array(ZAddressReveal),
      }),
    ),
    /** When the user was shown a family's shipping address, for which list and gift. */
    addressRevealsMade: z.array(ZMyAddressReveal),
    /** Messages the user sent through the contact page while signed in. */
    contactMessages: z.array(
      z.object({
        name: z.string(),
        email: z.string(),
        subject: z.string(),
        message: z.string(),
        sentAt: z.iso.datetime(),
        handledAt: z.iso.datetime().nullable(),
      }),
    ),
    /** Times a giving limit stopped the user, a row per limit and day (admins see these too). */
    givingLimitsMet: z.array(
      z.object({ limit: z.enum(DONOR_LIMITS), day: z.string(), count: z.int(), lastAt: z.iso.datetime() }),
    ),
    /** Lists the user reported to the moderators. */
    reportsMade: z.array(
      z.object({
        list: z.object({ id: z.string(), title: z.string() }),
        reason: z.enum(REPORT_REASONS),
        details: z.string(),
        status: z.enum(['open', 'resolved']),
        reportedAt: z.iso.datetime(),
        resolvedAt: z.iso.datetime().nullable(),
      }),
    ),
    analyticsEvents: z.array(
      z.object({
        name: z.string(),
        params: z.record(z.string(), z.union([z.string(), z.number()])),
        path: z.string(),
        createdAt: z.iso.datetime(),
      }),
    ),
  })
  .meta({ id: 'AccountExport' });
export type TAccountExport = z.infer<typeof ZAccountExport>;
