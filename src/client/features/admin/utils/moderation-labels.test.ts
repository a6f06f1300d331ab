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
    const shown = { moderationState: 'ok', isFlagged: false } as const;
    expect(describeListStatus({ ...shown, status: 'active', visibility: 'public' })).toBe(
      'Published · Public',
    );
    expect(describeListStatus({ ...shown, status: 'archived', visibility: 'unlisted' })).toBe(
      'Closed by the family · Link only',
    );
    expect(describeListStatus({ ...shown, status: 'new-state', visibility: 'private' })).toBe(
      'new-state · Private',
    );
  });

  it('never calls a hidden or held list public: it says what it goes back to', () => {
    expect(
      describeListStatus({
        status: 'active',
        visibility: 'public',
        moderationState: 'hidden',
        isFlagged: false,
      }),
    ).toBe('Published · Public once restored');
    expect(
      describeListStatus({ status: 'active', visibility: 'public', moderationState: 'ok', isFlagged: true }),
    ).toBe('Published · Public once released');
    // Hidden wins: releasing comes after restoring.
    expect(
      describeListStatus({
        status: 'active',
        visibility: 'unlisted',
        moderationState: 'hidden',
        isFlagged: true,
      }),
    ).toBe('Published · Link only once restored');
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
