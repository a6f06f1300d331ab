import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { AUDIT_TARGET_TYPES } from '#shared/schemas/admin';

// Every admin action: who, what, on what, why and when. Append-only: a trigger (migration 0017) refuses
// UPDATE and DELETE, and no route changes it. The actor's id and name are copied, not referenced, so
// an admin's account deletion neither rewrites nor removes what they did.
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: text('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type', { enum: AUDIT_TARGET_TYPES }).notNull(),
    targetId: text('target_id').notNull(),
    /** What the target was called at the time (a list's title, a user's email). */
    targetLabel: text('target_label').notNull().default(''),
    reason: text('reason').notNull().default(''),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('admin_audit_log_created_idx').on(table.createdAt.desc()),
    index('admin_audit_log_target_idx').on(table.targetType, table.targetId),
    index('admin_audit_log_actor_idx').on(table.actorId, table.createdAt.desc()),
  ],
);
