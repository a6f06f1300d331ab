import { describe, expect, it } from 'vitest';
import { getAdminTabHref, readAdminTab } from './admin-tabs';

describe('the admin sections in the URL', () => {
  it('reads the section from ?tab=, the moderation queue by default', () => {
    expect(readAdminTab('')).toBe('moderation');
    expect(readAdminTab('tab=users')).toBe('users');
    expect(readAdminTab('?tab=messages')).toBe('messages');
    expect(readAdminTab('q=x&tab=audit')).toBe('audit');
  });

  it('falls back to the moderation queue for a section that does not exist', () => {
    expect(readAdminTab('tab=settings')).toBe('moderation');
    expect(readAdminTab('tab=')).toBe('moderation');
  });

  it('links each section by its tab', () => {
    expect(getAdminTabHref('users')).toBe('/admin?tab=users');
    expect(readAdminTab(getAdminTabHref('audit').split('?')[1] ?? '')).toBe('audit');
  });
});
