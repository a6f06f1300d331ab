import { describe, expect, it } from 'vitest';
import { buildAuditSearch, describeAuditAction, KNOWN_AUDIT_ACTIONS } from './audit-labels';

describe('the audit log labels', () => {
  it('says what an admin did in words, and keeps an unknown code as it is', () => {
    expect(describeAuditAction('list.hidden')).toBe('Hid a list');
    expect(describeAuditAction('user.suspended')).toBe('Suspended an account');
    expect(describeAuditAction('list.archived-by-robot')).toBe('list.archived-by-robot');
    expect(KNOWN_AUDIT_ACTIONS).toContain('report.dismissed');
  });

  it('sends only the filters that are set', () => {
    expect(buildAuditSearch({ action: '', targetType: '' })).toBe('');
    expect(buildAuditSearch({ action: ' list.hidden ', targetType: 'list' })).toBe(
      'action=list.hidden&targetType=list',
    );
  });

  it('drops a target type the server does not know and adds the page start', () => {
    expect(buildAuditSearch({ action: '', targetType: 'planet' }, 'abc')).toBe('before=abc');
  });
});
