import { describe, expect, it } from 'vitest';
import { countUnread, formatUnreadBadge, getBellLabel } from './format-unread-badge';

describe('formatUnreadBadge', () => {
  it('shows the count up to 9', () => {
    expect(formatUnreadBadge(1)).toBe('1');
    expect(formatUnreadBadge(9)).toBe('9');
  });

  it("shows '9+' above 9", () => {
    expect(formatUnreadBadge(10)).toBe('9+');
    expect(formatUnreadBadge(250)).toBe('9+');
  });

  it('shows nothing when nothing is unread', () => {
    expect(formatUnreadBadge(0)).toBeNull();
    expect(formatUnreadBadge(-3)).toBeNull();
  });
});

describe('countUnread', () => {
  it('counts unread notifications', () => {
    expect(countUnread([{ isRead: false }, { isRead: true }, { isRead: false }])).toBe(2);
    expect(countUnread(undefined)).toBe(0);
  });
});

describe('getBellLabel', () => {
  it('includes the unread count as the badge shows it', () => {
    expect(getBellLabel(0)).toBe('Notifications, 0 unread');
    expect(getBellLabel(3)).toBe('Notifications, 3 unread');
    expect(getBellLabel(12)).toBe('Notifications, 9+ unread');
  });
});
