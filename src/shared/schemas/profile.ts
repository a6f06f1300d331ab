import { z } from 'zod';
import { BIO_MAX_LENGTH, PLACE_MAX_LENGTH } from '../constants';
import { checkText } from './text';
import { ZOptionalPersonName, ZPersonName } from './user';

const ZPlace = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(PLACE_MAX_LENGTH, `${label} must be at most ${PLACE_MAX_LENGTH} characters`)
    .superRefine(checkText(label));

// What the signed-in user sees and edits about themselves.
export const ZOwnProfile = z
  .object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    bio: z.string(),
    city: z.string(),
    region: z.string(),
    profileImageUrl: z.string().nullable(),
    email: z.string(),
    emailVerified: z.boolean(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'OwnProfile' });
export type TOwnProfile = z.infer<typeof ZOwnProfile>;

export const ZProfileUpdate = z
  .strictObject({
    firstName: ZPersonName('First name'),
    lastName: ZOptionalPersonName('Last name'),
    bio: z
      .string({ error: 'Bio must be text' })
      .trim()
      .max(BIO_MAX_LENGTH, `Bio must be at most ${BIO_MAX_LENGTH} characters`)
      .superRefine(checkText('Bio', { isMultiline: true })),
    city: ZPlace('City'),
    region: ZPlace('Region'),
  })
  .meta({ id: 'ProfileUpdate' });
export type TProfileUpdate = z.input<typeof ZProfileUpdate>;

// What anyone may see about a user: the name as the user chose to show it, never the email.
export const ZPublicProfile = z
  .object({
    id: z.string(),
    displayName: z.string(),
    profileImageUrl: z.string().nullable(),
    bio: z.string(),
    city: z.string(),
    region: z.string(),
    memberSince: z.iso.datetime(),
  })
  .meta({ id: 'PublicProfile' });
export type TPublicProfile = z.infer<typeof ZPublicProfile>;

export const ZUserIdParams = z.strictObject({
  id: z.string().min(1).max(64, 'Not found'),
});
