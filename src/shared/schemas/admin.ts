import { z } from 'zod';
import { msg } from '../i18n/validation';
import { DONOR_LIMITS } from '../pledge-limits';
import { ZListId } from './needs-list';
import { checkText } from './text';

/** Why an admin did something: required where the action cannot be taken back without a trace. */
export const ZAdminReason = z
  .string(msg('validation.admin.reasonRequired'))
  .trim()
  .min(3, msg('validation.admin.reasonTooShort', { min: 3 }))
  .max(500, msg('validation.admin.reasonTooLong', { max: 500 }))
  .superRefine(checkText('validation.field.reason'));

/** The page an admin list (users, contact inbox) asks for, from 1. */
export const ZAdminPage = z.coerce
  .number(msg('validation.page.notNumber'))
  .int(msg('validation.page.wholeNumber'))
  .min(1, msg('validation.page.atLeastOne'))
  .max(1000, msg('validation.page.tooHigh', { max: 1000 }))
  .default(1);

export const ZAdminListParams = z.strictObject({ id: ZListId });
export const ZAdminReportParams = z.strictObject({ id: z.uuid(msg('validation.admin.notAReportId')) });

/** How an admin verified a list (a call with the family, a letter from a caseworker…): not a "reason". */
export const ZVerificationNote = z
  .string(msg('validation.admin.noteRequired'))
  .trim()
  .min(3, msg('validation.admin.noteTooShort', { min: 3 }))
  .max(500, msg('validation.admin.noteTooLong', { max: 500 }))
  .superRefine(checkText('validation.field.note'));

export const ZHideListInput = z.strictObject({ reason: ZAdminReason });
export const ZVerifyListInput = z.strictObject({
  /** Shown with the badge, to donors. */
  note: ZVerificationNote,
});
export const ZDismissReportInput = z.strictObject({ reason: ZAdminReason });

export const ZQueueReport = z.object({
  id: z.string(),
  reason: z.string(),
  details: z.string(),
  reporterName: z.string(),
  reporterEmail: z.string().nullable(),
  createdAt: z.string(),
});

export const ZQueueList = z.object({
  id: z.string(),
  title: z.string(),
  status: z.string(),
  visibility: z.string(),
  moderationState: z.enum(['ok', 'hidden']),
  moderationReason: z.string(),
  isFlagged: z.boolean(),
  isVerified: z.boolean(),
  verificationNote: z.string(),
  verifiedAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  owner: z.object({ id: z.string(), name: z.string(), email: z.string(), createdAt: z.string() }),
  openReports: z.array(ZQueueReport),
});
export type TQueueList = z.infer<typeof ZQueueList>;

/** A donor a giving limit stopped, or whose gift a family said never came, in the last 7 days. */
export const ZLimitedDonor = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  createdAt: z.string(),
  suspendedAt: z.string().nullable(),
  /** Each limit they met, how often, and when last (newest first). */
  limitHits: z.array(z.object({ limit: z.enum(DONOR_LIMITS), count: z.int(), lastHitAt: z.string() })),
  /** Their gifts a family said never came. */
  giftsNeverCame: z.int(),
});
export type TLimitedDonor = z.infer<typeof ZLimitedDonor>;

export const ZModerationQueue = z
  .object({
    /** Lists with open reports, most reported first. */
    reported: z.array(ZQueueList),
    /** Lists held by the copycat check, oldest first. */
    held: z.array(ZQueueList),
    /** Lists published in the last 7 days by accounts younger than a week (not already under reports), newest first. */
    fromNewAccounts: z.array(ZQueueList),
    /** Lists an admin hid, newest first (to restore one). */
    hidden: z.array(ZQueueList),
    /** Donors stopped by a giving limit, or whose gifts never came, in the last 7 days, most recent first. */
    limitedDonors: z.array(ZLimitedDonor),
  })
  .meta({ id: 'ModerationQueue' });
export type TModerationQueue = z.infer<typeof ZModerationQueue>;

export const AUDIT_TARGET_TYPES = [
  'list',
  'user',
  'report',
  'contact-message',
  'blog-post',
  'pledge',
] as const;

export const ZAuditEntry = z.object({
  id: z.string(),
  actorId: z.string(),
  actorName: z.string(),
  action: z.string(),
  targetType: z.enum(AUDIT_TARGET_TYPES),
  targetId: z.string(),
  targetLabel: z.string(),
  reason: z.string(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditQuery = z.strictObject({
  action: z.string().trim().max(60).optional(),
  targetType: z.enum(AUDIT_TARGET_TYPES, msg('validation.admin.targetType')).optional(),
  targetId: z.string().trim().max(100).optional(),
  actorId: z.string().trim().max(100).optional(),
  /** Entries older than this one (the last id of the previous page). */
  before: z.uuid(msg('validation.admin.notAnEntryId')).optional(),
});

export const ZAuditPage = z
  .object({ entries: z.array(ZAuditEntry), hasMore: z.boolean() })
  .meta({ id: 'AuditPage' });
