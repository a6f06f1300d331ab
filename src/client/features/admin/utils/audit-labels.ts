import { AUDIT_TARGET_TYPES, type TAuditEntry } from '#shared/schemas/admin';

type TTargetType = TAuditEntry['targetType'];

const ACTION_LABELS: Record<string, string> = {
  'list.hidden': 'Hid a list',
  'list.restored': 'Restored a list',
  'list.released': 'Released a held list',
  'list.verified': 'Verified a list',
  'list.verification-changed': 'Changed how a list was verified',
  'list.unverified': 'Removed a list’s verification',
  'report.dismissed': 'Dismissed a report',
  'user.promoted': 'Made someone an admin',
  'user.demoted': 'Removed an admin',
  'user.suspended': 'Suspended an account',
  'user.unsuspended': 'Lifted a suspension',
  'pledge.cancelled': 'Cancelled a gift',
  'contact.handled': 'Marked a message handled',
  'blog.created': 'Started a blog post',
  'blog.updated': 'Changed a blog post',
  'blog.published': 'Published a blog post',
  'blog.unpublished': 'Unpublished a blog post',
  'blog.deleted': 'Deleted a blog post',
};

/** The actions the filter suggests; the server matches the exact code. */
export const KNOWN_AUDIT_ACTIONS: readonly string[] = Object.keys(ACTION_LABELS);

export function describeAuditAction(action: string): string {
  return ACTION_LABELS[action] ?? action;
}

export const AUDIT_TARGET_TYPE_LABELS: Record<TTargetType, string> = {
  list: 'List',
  user: 'User',
  report: 'Report',
  'contact-message': 'Contact message',
  'blog-post': 'Blog post',
  pledge: 'Gift',
};

export const AUDIT_TARGET_TYPE_OPTIONS = AUDIT_TARGET_TYPES.map((type) => ({
  value: type,
  label: AUDIT_TARGET_TYPE_LABELS[type],
}));

export type TAuditFilters = { action: string; targetType: string };

export function readTargetType(value: string): TTargetType | null {
  return AUDIT_TARGET_TYPES.find((type) => type === value) ?? null;
}

/** The query string for one page of the log: the filters given, and `before` for older pages. */
export function buildAuditSearch(filters: TAuditFilters, before?: string): string {
  const params = new URLSearchParams();
  const action = filters.action.trim();
  if (action) params.set('action', action);
  const targetType = readTargetType(filters.targetType);
  if (targetType) params.set('targetType', targetType);
  if (before) params.set('before', before);
  return params.toString();
}
