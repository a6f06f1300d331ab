import { describe, expect, it } from 'vitest';
import { describeBrowseCount } from './browse-count';

const lists = (count: number) => Array.from({ length: count }, (_, index) => index);

describe('the count of a browse search', () => {
  it('says how many were found when they fit on one page', () => {
    expect(describeBrowseCount({ lists: lists(1), page: 1, pageSize: 12, hasNextPage: false })).toBe(
      '1 needs list found.',
    );
    expect(describeBrowseCount({ lists: lists(7), page: 1, pageSize: 12, hasNextPage: false })).toBe(
      '7 needs lists found.',
    );
    expect(describeBrowseCount({ lists: [], page: 1, pageSize: 12, hasNextPage: false })).toBe(
      'No needs lists match.',
    );
  });

  it('says "more than" while there is a next page, and which ones a later page shows', () => {
    expect(describeBrowseCount({ lists: lists(12), page: 1, pageSize: 12, hasNextPage: true })).toBe(
      'More than 12 needs lists found; the first 12 are shown.',
    );
    expect(describeBrowseCount({ lists: lists(12), page: 2, pageSize: 12, hasNextPage: true })).toBe(
      'Needs lists 13 to 24 of more than 24.',
    );
    expect(describeBrowseCount({ lists: lists(5), page: 3, pageSize: 12, hasNextPage: false })).toBe(
      'Needs lists 25 to 29 of 29.',
    );
    expect(describeBrowseCount({ lists: [], page: 4, pageSize: 12, hasNextPage: false })).toBe(
      'No more needs lists on this page.',
    );
  });
});
