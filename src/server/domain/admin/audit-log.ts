import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { TDatabase } from '#server/db/client';
import { adminAuditLog } from '#server/db/schema/admin';
import type { TExecutor } from '#server/db/transaction';
import type { TAuditEntry } from '#shared/schemas/admin';

export const AUDIT_PAGE_SIZE = 50;

export type TAdminActor = { id: string; name: string };

export type TAuditRecord = {
  action: string;
  targetType: TAuditEntry['targetType'];
  targetId: string;
  targetLabel?: string;
  reason?: string;
  details?: Record<string, unknown>;
};

/** Writes the entry in the action's own transaction: an action that fails leaves no entry, and the reverse. */
export async function recordAdminAction(
  tx: TExecutor,
  actor: TAdminActor,
  record: TAuditRecord,
  now: Date,
): Promise<void> {
  await tx.insert(adminAuditLog).values({
    actorId: actor.id,
    actorName: actor.name,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId,
    targetLabel: record.targetLabel ?? '',
    reason: record.reason ?? '',
    details: record.details ?? {},
    createdAt: now,
  });
}

/** Newest first, filtered, a page at a time (`before`: the last entry of the previous page). */
export async function listAuditEntries(
  db: TDatabase,
  filters: {
    action?: string;
    targetType?: TAuditEntry['targetType'];
    targetId?: string;
    actorId?: string;
    before?: string;
  },
): Promise<{ entries: TAuditEntry[]; hasMore: boolean }> {
  const conditions: SQL[] = [];
  if (filters.action) conditions.push(eq(adminAuditLog.action, filters.action));
  if (filters.targetType) conditions.push(eq(adminAuditLog.targetType, filters.targetType));
  if (filters.targetId) conditions.push(eq(adminAuditLog.targetId, filters.targetId));
  if (filters.actorId) conditions.push(eq(adminAuditLog.actorId, filters.actorId));
  if (filters.before) {
    const before = sql`(select created_at from admin_audit_log where id = ${filters.before})`;
    conditions.push(
      sql`(${adminAuditLog.createdAt}, ${adminAuditLog.id}) < (${before}, ${filters.before}::uuid)`,
    );
  }
  const rows = await db
    .select()
    .from(adminAuditLog)
    .where(and(...conditions))
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1);
  return {
    entries: rows
      .slice(0, AUDIT_PAGE_SIZE)
      .map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    hasMore: rows.length > AUDIT_PAGE_SIZE,
  };
}
