import { describe, expect, it } from 'vitest';
import { parseNotificationToastDetail } from './events';

describe('parseNotificationToastDetail', () => {
  it('keeps title, description and duration', () => {
    expect(
      parseNotificationToastDetail({ title: 'Saved', description: 'Your list is saved', duration: 3000 }),
    ).toEqual({ title: 'Saved', description: 'Your list is saved', duration: 3000 });
  });

  it('drops a duration that is not a positive number', () => {
    expect(parseNotificationToastDetail({ title: 'Saved', duration: 'soon' })).toEqual({ title: 'Saved' });
    expect(parseNotificationToastDetail({ title: 'Saved', duration: -1 })).toEqual({ title: 'Saved' });
  });

  it('rejects a detail without a title', () => {
    expect(parseNotificationToastDetail(null)).toBeNull();
    expect(parseNotificationToastDetail({ description: 'x' })).toBeNull();
    expect(parseNotificationToastDetail({ title: '  ' })).toBeNull();
  });
});
