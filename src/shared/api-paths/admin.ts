// The moderation API's addresses (lists, users, gifts, reports, the contact inbox, the audit log).
// Import as a namespace.

const e = encodeURIComponent;

function withSearch(path: string, search: string): string {
  return search ? `${path}?${search}` : path;
}

export const moderation = '/api/admin/moderation';
export const users = '/api/admin/users';
export const contactMessages = '/api/admin/contact-messages';
export const auditLog = '/api/admin/audit-log';
export const searchUsers = (search: string) => `/api/admin/users?${search}`;
export const user = (userId: string) => `/api/admin/users/${e(userId)}`;
export const userAction = (userId: string, action: 'suspend' | 'unsuspend' | 'role') =>
  `/api/admin/users/${e(userId)}/${action}`;
export const listAction = (listId: string, action: 'verify' | 'unverify' | 'hide' | 'restore' | 'release') =>
  `/api/admin/lists/${e(listId)}/${action}`;
export const cancelPledge = (pledgeId: string) => `/api/admin/pledges/${e(pledgeId)}/cancel`;
export const dismissReport = (reportId: string) => `/api/admin/reports/${e(reportId)}/dismiss`;
export const searchContactMessages = (search: string) => `/api/admin/contact-messages?${search}`;
export const markContactMessageHandled = (messageId: string) =>
  `/api/admin/contact-messages/${e(messageId)}/handled`;
export const searchAuditLog = (search: string) => withSearch(auditLog, search);
export const stats = '/api/admin/stats';
export const statsFor = (search: string) => `/api/admin/stats?${search}`;
