import { REPORT_REASON_LABELS, REPORT_REASONS } from '#shared/needs-list-limits';
import {
  ADDRESS_LISTS_PER_DAY,
  OPEN_GIFTS_MAX,
  OPEN_GIFTS_PER_LIST_MAX,
  PURCHASE_REPORTS_PER_DAY,
  RESERVATIONS_PER_DAY,
  type TDonorLimit,
} from '#shared/pledge-limits';
import type { TModerationQueue, TQueueList } from '#shared/schemas/admin';

/** The queue's groups of lists (its donors have their own section). */
export type TQueueGroupKey = Exclude<keyof TModerationQueue, 'limitedDonors'>;

export const QUEUE_GROUPS: ReadonlyArray<{
  key: TQueueGroupKey;
  title: string;
  hint: string;
  empty: string;
}> = [
  {
    key: 'reported',
    title: 'Reported',
    hint: 'Lists someone reported, the most reported first.',
    empty: 'No reported lists.',
  },
  {
    key: 'held',
    title: 'Held by the copycat check',
    hint: 'Their story is close to another family’s list. They work by link but stay out of search until you release them.',
    empty: 'No lists are held.',
  },
  {
    key: 'fromNewAccounts',
    title: 'New accounts this week',
    hint: 'Lists published this week by accounts less than a week old, the newest first.',
    empty: 'No new accounts published a list this week.',
  },
  {
    key: 'hidden',
    title: 'Hidden',
    hint: 'Lists a moderator hid, the most recent first. Restore one to show it again.',
    empty: 'No hidden lists.',
  },
];

const STATUS_LABELS: Record<string, string> = {
  draft: 'Draft',
  active: 'Published',
  fulfilled: 'Fulfilled',
  archived: 'Closed by the family',
};

const VISIBILITY_LABELS: Record<string, string> = {
  public: 'Public',
  unlisted: 'Link only',
  private: 'Private',
};

/**
 * Where the list stands for donors, in words: "Published · Public". A hidden or held list is not what
 * its family chose (its badge says why): the words say what it goes back to.
 */
export function describeListStatus(
  list: Pick<TQueueList, 'status' | 'visibility' | 'moderationState' | 'isFlagged'>,
): string {
  const status = STATUS_LABELS[list.status] ?? list.status;
  const visibility = VISIBILITY_LABELS[list.visibility] ?? list.visibility;
  const until = list.moderationState === 'hidden' ? ' once restored' : list.isFlagged ? ' once released' : '';
  return `${status} · ${visibility}${until}`;
}

export function describeReportReason(reason: string): string {
  const known = REPORT_REASONS.find((candidate) => candidate === reason);
  return known ? REPORT_REASON_LABELS[known] : reason;
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

export const LIST_ACTION_LABELS: Record<TListAction, { label: string; pending: string }> = {
  hide: { label: 'Hide', pending: 'Hiding…' },
  restore: { label: 'Restore', pending: 'Restoring…' },
  release: { label: 'Release', pending: 'Releasing…' },
  verify: { label: 'Mark verified', pending: 'Saving…' },
  unverify: { label: 'Remove verification', pending: 'Removing…' },
};

/** The toast after an action: what happened, to which list. */
export function describeDoneAction(action: TListAction | 'dismiss', title: string): string {
  switch (action) {
    case 'hide':
      return `“${title}” is hidden`;
    case 'restore':
      return `“${title}” is visible again`;
    case 'release':
      return `“${title}” is released into search`;
    case 'verify':
      return `“${title}” is marked verified`;
    case 'unverify':
      return `“${title}” is no longer verified`;
    case 'dismiss':
      return `A report on “${title}” is dismissed`;
  }
}

const DONOR_LIMIT_LABELS: Record<TDonorLimit, string> = {
  open_gifts_per_list: `More than ${OPEN_GIFTS_PER_LIST_MAX} open gifts on one list`,
  open_gifts: `More than ${OPEN_GIFTS_MAX} open gifts in all`,
  reservations_per_day: `More than ${RESERVATIONS_PER_DAY} reservations in a day`,
  reports_per_day: `More than ${PURCHASE_REPORTS_PER_DAY} purchase reports in a day`,
  address_lists_per_day: `More than ${ADDRESS_LISTS_PER_DAY} families’ addresses in a day`,
  reveal_cooldown: 'An address right after cancelling one they saw',
  unconfirmed_holds:
    'More short holds before confirming their email than one account, browser or network may have',
};

/** What a donor tried that a giving limit stopped, in an admin's words. */
export function describeDonorLimit(limit: TDonorLimit): string {
  return DONOR_LIMIT_LABELS[limit];
}
