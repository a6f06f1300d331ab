import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/admin.json';
import { REPORT_REASONS } from '#shared/needs-list-limits';
import {
  ADDRESS_LISTS_PER_DAY,
  OPEN_GIFTS_MAX,
  OPEN_GIFTS_PER_LIST_MAX,
  PURCHASE_REPORTS_PER_DAY,
  RESERVATIONS_PER_DAY,
  type TDonorLimit,
} from '#shared/pledge-limits';
import type { TModerationQueue, TQueueList } from '#shared/schemas/admin';

const t = createTranslator(catalog);

type TAdminKey = keyof typeof catalog;

/** The queue's groups of lists (its donors have their own section). */
export type TQueueGroupKey = Exclude<keyof TModerationQueue, 'limitedDonors'>;

/** Each group with the catalog keys (admin.json) of its title, hint and empty text. */
export const QUEUE_GROUPS = [
  {
    key: 'reported',
    titleKey: 'admin.queueGroup.reported.title',
    hintKey: 'admin.queueGroup.reported.hint',
    emptyKey: 'admin.queueGroup.reported.empty',
  },
  {
    key: 'held',
    titleKey: 'admin.queueGroup.held.title',
    hintKey: 'admin.queueGroup.held.hint',
    emptyKey: 'admin.queueGroup.held.empty',
  },
  {
    key: 'fromNewAccounts',
    titleKey: 'admin.queueGroup.fromNewAccounts.title',
    hintKey: 'admin.queueGroup.fromNewAccounts.hint',
    emptyKey: 'admin.queueGroup.fromNewAccounts.empty',
  },
  {
    key: 'hidden',
    titleKey: 'admin.queueGroup.hidden.title',
    hintKey: 'admin.queueGroup.hidden.hint',
    emptyKey: 'admin.queueGroup.hidden.empty',
  },
] as const satisfies ReadonlyArray<{
  key: TQueueGroupKey;
  titleKey: TAdminKey;
  hintKey: TAdminKey;
  emptyKey: TAdminKey;
}>;

const STATUS_LABEL_KEYS: Record<string, TAdminKey> = {
  draft: 'admin.listStatus.draft',
  active: 'admin.listStatus.active',
  fulfilled: 'admin.listStatus.fulfilled',
  archived: 'admin.listStatus.archivedByFamily',
};

const VISIBILITY_LABEL_KEYS: Record<string, TAdminKey> = {
  public: 'admin.listVisibility.public',
  unlisted: 'admin.listVisibility.unlisted',
  private: 'admin.listVisibility.private',
};

function translateOrKeep(keys: Record<string, TAdminKey>, value: string): string {
  const key = keys[value];
  return key ? t(key) : value;
}

/**
 * Where the list stands for donors, in words: "Published · Public". A hidden or held list is not what
 * its family chose (its badge says why): the words say what it goes back to.
 */
export function describeListStatus(
  list: Pick<TQueueList, 'status' | 'visibility' | 'moderationState' | 'isFlagged'>,
): string {
  const values = {
    status: translateOrKeep(STATUS_LABEL_KEYS, list.status),
    visibility: translateOrKeep(VISIBILITY_LABEL_KEYS, list.visibility),
  };
  if (list.moderationState === 'hidden') return t('admin.listStanding.onceRestored', values);
  if (list.isFlagged) return t('admin.listStanding.onceReleased', values);
  return t('admin.listStanding.asChosen', values);
}

const REPORT_REASON_KEYS = {
  scam: 'admin.reportReason.scam',
  duplicate: 'admin.reportReason.duplicate',
  inappropriate: 'admin.reportReason.inappropriate',
  'private-info': 'admin.reportReason.privateInfo',
  other: 'admin.reportReason.other',
} as const satisfies Record<(typeof REPORT_REASONS)[number], TAdminKey>;

/** A report's reason in the words the reporter chose it by; an unknown code as it came. */
export function describeReportReason(reason: string): string {
  const known = REPORT_REASONS.find((candidate) => candidate === reason);
  return known ? t(REPORT_REASON_KEYS[known]) : reason;
}

export type TListAction = 'hide' | 'restore' | 'release' | 'verify' | 'unverify';

/** What a moderator can do to this list now, in the order the buttons show. */
export function getListActions(
  list: Pick<TQueueList, 'moderationState' | 'isFlagged' | 'isVerified'>,
): TListAction[] {
  const actions: TListAction[] = [];
  if (list.isFlagged && list.moderationState === 'ok') actions.push('release');
  actions.push(list.moderationState === 'hidden' ? 'restore' : 'hide');
  actions.push(list.isVerified ? 'unverify' : 'verify');
  return actions;
}

/** Each action's button, and its words while it runs (catalog keys). */
export const LIST_ACTION_LABEL_KEYS = {
  hide: { labelKey: 'admin.listAction.hide', pendingKey: 'admin.listAction.hiding' },
  restore: { labelKey: 'admin.listAction.restore', pendingKey: 'admin.listAction.restoring' },
  release: { labelKey: 'admin.listAction.release', pendingKey: 'admin.listAction.releasing' },
  verify: { labelKey: 'admin.listAction.verify', pendingKey: 'admin.saving' },
  unverify: { labelKey: 'admin.listAction.unverify', pendingKey: 'admin.listAction.removing' },
} as const satisfies Record<TListAction, { labelKey: TAdminKey; pendingKey: TAdminKey }>;

const DONE_ACTION_KEYS = {
  hide: 'admin.doneAction.hide',
  restore: 'admin.doneAction.restore',
  release: 'admin.doneAction.release',
  verify: 'admin.doneAction.verify',
  unverify: 'admin.doneAction.unverify',
  dismiss: 'admin.doneAction.dismiss',
} as const satisfies Record<TListAction | 'dismiss', TAdminKey>;

/** The toast after an action: what happened, to which list. */
export function describeDoneAction(action: TListAction | 'dismiss', title: string): string {
  return t(DONE_ACTION_KEYS[action], { title });
}

const DONOR_LIMIT_LABELS: Record<TDonorLimit, () => string> = {
  open_gifts_per_list: () => t('admin.donorLimit.openGiftsPerList', { max: OPEN_GIFTS_PER_LIST_MAX }),
  open_gifts: () => t('admin.donorLimit.openGifts', { max: OPEN_GIFTS_MAX }),
  reservations_per_day: () => t('admin.donorLimit.reservationsPerDay', { max: RESERVATIONS_PER_DAY }),
  reports_per_day: () => t('admin.donorLimit.reportsPerDay', { max: PURCHASE_REPORTS_PER_DAY }),
  address_lists_per_day: () => t('admin.donorLimit.addressListsPerDay', { max: ADDRESS_LISTS_PER_DAY }),
  reveal_cooldown: () => t('admin.donorLimit.revealCooldown'),
  unconfirmed_holds: () => t('admin.donorLimit.unconfirmedHolds'),
};

/** What a donor tried that a giving limit stopped, in an admin's words. */
export function describeDonorLimit(limit: TDonorLimit): string {
  return DONOR_LIMIT_LABELS[limit]();
}
