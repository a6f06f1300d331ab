import { describe, expect, it } from 'vitest';
import {
  describeDoneAction,
  describeListStatus,
  describeReportReason,
  getListActions,
} from './moderation-labels';

const LIST = { moderationState: 'ok', isFlagged: false, isVerified: false } as const;

describe('the moderation queue labels', () => {
  it('offers hiding or restoring, verifying or unverifying, and releasing only a held list', () => {
    expect(getListActions(LIST)).toEqual(['hide', 'verify']);
    expect(getListActions({ ...LIST, isFlagged: true })).toEqual(['release', 'hide', 'verify']);
    expect(getListActions({ ...LIST, moderationState: 'hidden', isVerified: true })).toEqual([
      'restore',
      'unverify',
    ]);
  });

  it('does not offer releasing a held list while it is hidden (restore it first)', () => {
    expect(getListActions({ ...LIST, moderationState: 'hidden', isFlagged: true })).toEqual([
      'restore',
      'verify',
    ]);
  });

  it('describes a list’s status and who can see it in plain words', () => {
    expect(describeListStatus({ status: 'active', visibility: 'public' })).toBe('Published · Public');
    expect(describeListStatus({ status: 'archived', visibility: 'unlisted' })).toBe(
      'Closed by the family · Link only',
    );
    expect(describeListStatus({ status: 'new-state', visibility: 'private' })).toBe('new-state · Private');
  });

  it('shows a report reason as the reporter saw it', () => {
    expect(describeReportReason('scam')).toBe('It looks like a scam or is not genuine');
    expect(describeReportReason('something-new')).toBe('something-new');
  });

  it('says what an action did to which list', () => {
    expect(describeDoneAction('hide', 'Beds')).toBe('“Beds” is hidden');
    expect(describeDoneAction('dismiss', 'Beds')).toBe('A report on “Beds” is dismissed');
  });
});
