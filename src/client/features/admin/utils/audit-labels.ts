import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/admin.json';
import { AUDIT_TARGET_TYPES, type TAuditEntry } from '#shared/schemas/admin';

const t = createTranslator(catalog);

type TTargetType = TAuditEntry['targetType'];
type TAdminKey = keyof typeof catalog;

// Catalog keys of what each audit code means; a code not here is shown as it is.
const ACTION_LABEL_KEYS: Record<string, TAdminKey> = {
  'list.hidden': 'admin.auditAction.listHidden',
  'list.restored': 'admin.auditAction.listRestored',
  'list.released': 'admin.auditAction.listReleased',
  'list.verified': 'admin.auditAction.listVerified',
  'list.verification-changed': 'admin.auditAction.listVerificationChanged',
  'list.unverified': 'admin.auditAction.listUnverified',
  'report.dismissed': 'admin.auditAction.reportDismissed',
  'user.promoted': 'admin.auditAction.userPromoted',
  'user.demoted': 'admin.auditAction.userDemoted',
  'user.suspended': 'admin.auditAction.userSuspended',
  'user.unsuspended': 'admin.auditAction.userUnsuspended',
  'pledge.cancelled': 'admin.auditAction.pledgeCancelled',
  'contact.handled': 'admin.auditAction.contactHandled',
  'blog.created': 'admin.auditAction.blogCreated',
  'blog.updated': 'admin.auditAction.blogUpdated',
  'blog.published': 'admin.auditAction.blogPublished',
  'blog.unpublished': 'admin.auditAction.blogUnpublished',
  'blog.deleted': 'admin.auditAction.blogDeleted',
};

/** The actions the filter suggests; the server matches the exact code. */
export const KNOWN_AUDIT_ACTIONS: readonly string[] = Object.keys(ACTION_LABEL_KEYS);

export function describeAuditAction(action: string): string {
  const key = ACTION_LABEL_KEYS[action];
  return key ? t(key) : action;
}

const TARGET_TYPE_LABEL_KEYS = {
  list: 'admin.auditTarget.list',
  user: 'admin.auditTarget.user',
  report: 'admin.auditTarget.report',
  'contact-message': 'admin.auditTarget.contactMessage',
  'blog-post': 'admin.auditTarget.blogPost',
  pledge: 'admin.auditTarget.pledge',
} as const satisfies Record<TTargetType, TAdminKey>;

export function describeAuditTargetType(type: TTargetType): string {
  return t(TARGET_TYPE_LABEL_KEYS[type]);
}

/** The target types as the filter offers them, in the reader's language. */
export function listAuditTargetTypeOptions(): Array<{ value: TTargetType; label: string }> {
  return AUDIT_TARGET_TYPES.map((type) => ({ value: type, label: describeAuditTargetType(type) }));
}

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
