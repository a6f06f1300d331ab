import * as pagePaths from '#shared/page-path-builders';
export const ADMIN_TABS = ['moderation', 'users', 'messages', 'audit'] as const;
export type TAdminTab = (typeof ADMIN_TABS)[number];

export const ADMIN_TAB_LABELS: Record<TAdminTab, string> = {
  moderation: 'Moderation queue',
  users: 'Users',
  messages: 'Contact messages',
  audit: 'Audit log',
};

/** The section named by `?tab=`; anything else (or nothing) is the moderation queue. */
export function readAdminTab(search: string): TAdminTab {
  const value = new URLSearchParams(search).get('tab');
  return ADMIN_TABS.find((tab) => tab === value) ?? 'moderation';
}

export function getAdminTabHref(tab: TAdminTab): string {
  return pagePaths.admin(`tab=${tab}`);
}
