import { z } from 'zod';
import { msg } from '../i18n/validation';
import { PLEDGE_END_REASONS } from '../pledge-limits';
import { ZAdminPage, ZAdminReason } from './admin';
import { checkText } from './text';
import { ZUserType } from './user';

export const ADMIN_USERS_PAGE_SIZE = 25;
export const ADMIN_USER_SEARCH_MAX = 100;
/** How many lists and gifts one user's page shows (the newest; the counts give the totals). */
export const ADMIN_USER_DETAIL_MAX = 100;

export const ZAdminUserSearchQuery = z.strictObject({
  /** Part of a name or an email address; empty lists everyone, newest first. */
  q: z
    .string(msg('validation.admin.searchOneValue'))
    .trim()
    .max(ADMIN_USER_SEARCH_MAX, msg('validation.admin.searchTooLong', { max: ADMIN_USER_SEARCH_MAX }))
    .superRefine(checkText('validation.field.search'))
    .default(''),
  page: ZAdminPage,
});

// better-auth's ids are letters and digits; anything else cannot name a user.
export const ZAdminUserParams = z.strictObject({
  id: z
    .string()
    .min(1, msg('validation.admin.notAUserId'))
    .max(64, msg('validation.admin.notAUserId'))
    .regex(/^[A-Za-z0-9_-]+$/, msg('validation.admin.notAUserId')),
});

export const ZAdminUserSummary = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    userType: ZUserType,
    createdAt: z.string(),
    suspendedAt: z.string().nullable(),
    suspendedReason: z.string(),
    listsCount: z.int(),
    pledgesCount: z.int(),
  })
  .meta({ id: 'AdminUserSummary' });
export type TAdminUserSummary = z.infer<typeof ZAdminUserSummary>;

export const ZAdminUserPage = z
  .object({
    users: z.array(ZAdminUserSummary),
    page: z.int(),
    pageCount: z.int(),
    total: z.int(),
  })
  .meta({ id: 'AdminUserPage' });
export type TAdminUserPage = z.infer<typeof ZAdminUserPage>;

export const ZAdminUserList = z.object({
  id: z.string(),
  title: z.string(),
  status: z.string(),
  moderationState: z.enum(['ok', 'hidden']),
});

export const ZAdminUserPledge = z.object({
  id: z.string(),
  listId: z.string(),
  listTitle: z.string(),
  itemName: z.string(),
  quantity: z.int(),
  status: z.string(),
  /** Who ended it, when not the clock or a closing list (see the pledge's endedReason). */
  endedReason: z.enum(PLEDGE_END_REASONS).nullable(),
  reservedAt: z.string(),
});

export const ZAdminPledgeParams = z.strictObject({ id: z.uuid(msg('validation.admin.notAGiftId')) });
export const ZCancelGiftInput = z.strictObject({ reason: ZAdminReason });

/** A gift after an admin's action on it. */
export const ZAdminPledge = z
  .object({ id: z.string(), status: z.literal('cancelled'), endedReason: z.literal('admin') })
  .meta({ id: 'AdminPledge' });
export type TAdminPledge = z.infer<typeof ZAdminPledge>;

export const ZAdminUserDetail = ZAdminUserSummary.extend({
  /** Newest first, at most ADMIN_USER_DETAIL_MAX (listsCount and pledgesCount give the totals). */
  lists: z.array(ZAdminUserList),
  pledges: z.array(ZAdminUserPledge),
}).meta({ id: 'AdminUserDetail' });
export type TAdminUserDetail = z.infer<typeof ZAdminUserDetail>;

export const ZSetUserRoleInput = z.strictObject({
  userType: z.enum(['user', 'admin'], msg('validation.admin.userType')),
});

export const ZSuspendUserInput = z.strictObject({ reason: ZAdminReason });
