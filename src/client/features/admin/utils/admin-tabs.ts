import * as pagePaths from '#shared/page-path-builders';
export const ADMIN_TABS = ['moderation', 'users', 'messages', 'audit'] as const;
export type TAdminTab = (typeof ADMIN_TABS)[number];

/** Catalog keys (admin.json) of the sections' names, translated where they are shown. */
export const ADMIN_TAB_LABEL_KEYS = {
  moderation: 'admin.tab.moderation',
  users: 'admin.tab.users',
  messages: 'admin.tab.messages',
  audit: 'admin.tab.audit',
} as const satisfies Record<TAdminTab, string>;

/** The section named by `?tab=`; anything else (or nothing) is the moderation queue. */
export function readAdminTab(search: string): TAdminTab {
  const value = new URLSearchParams(search).get('tab');
  return ADMIN_TABS.find((tab) => tab === value) ?? 'moderation';
}

export function getAdminTabHref(tab: TAdminTab): string {
  return pagePaths.admin(`tab=${tab}`);
}
