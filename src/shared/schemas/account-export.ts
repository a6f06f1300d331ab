import { z } from 'zod';
import { ZOwnList } from './needs-list';

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
