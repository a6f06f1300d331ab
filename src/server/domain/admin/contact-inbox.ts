import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { type TDatabase, toRows } from '#server/db/client';
import { contactMessages } from '#server/db/schema/content';
import type { TExecutor } from '#server/db/transaction';
import { DomainError } from '#server/domain/domain-error';
import type { TMessage } from '#server/services/translations';
import {
  CONTACT_INBOX_PAGE_SIZE,
  type TAdminContactMessage,
  type TContactInboxPage,
  type TContactInboxStatus,
} from '#shared/schemas/contact-inbox';
import { recordAdminAction, type TAdminActor } from './audit-log';

const CONTACT_MESSAGE_NOT_FOUND: TMessage = { key: 'errors.contact.messageNotFound' };

type TMessageRow = {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  user_id: string | null;
  created_at: Date | string;
  handled_at: Date | string | null;
  handled_by: string | null;
  handler_first_name: string | null;
  handler_last_name: string | null;
  handler_email: string | null;
};

function toMessage(row: TMessageRow): TAdminContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    userId: row.user_id,
    createdAt: new Date(row.created_at).toISOString(),
    handledAt: row.handled_at === null ? null : new Date(row.handled_at).toISOString(),
    handledBy:
      row.handled_by === null
        ? null
        : {
            id: row.handled_by,
            name:
              `${row.handler_first_name ?? ''} ${row.handler_last_name ?? ''}`.trim() ||
              (row.handler_email ?? ''),
          },
  };
}

async function selectMessages(
  db: TExecutor,
  where: SQL,
  page: { limit: number; offset: number },
): Promise<TAdminContactMessage[]> {
  const rows = toRows<TMessageRow>(
    await db.execute(sql`
      select m.id, m.name, m.email, m.subject, m.message, m.user_id, m.created_at, m.handled_at,
        m.handled_by, h.first_name as handler_first_name, h.last_name as handler_last_name,
        h.email as handler_email
      from contact_messages m left join users h on h.id = m.handled_by
      where ${where}
      order by m.created_at desc, m.id desc
      limit ${page.limit} offset ${page.offset}`),
  );
  return rows.map(toMessage);
}

const STATUS_CONDITIONS: Record<TContactInboxStatus, SQL> = {
  open: sql`m.handled_at is null`,
  handled: sql`m.handled_at is not null`,
  all: sql`true`,
};

/** The contact form's messages, newest first, with who handled each. */
export async function listContactMessages(
  db: TDatabase,
  query: { status: TContactInboxStatus; page: number },
): Promise<TContactInboxPage> {
  const where = STATUS_CONDITIONS[query.status];
  const [counted] = toRows<{ total: number }>(
    await db.execute(sql`select count(*)::int as total from contact_messages m where ${where}`),
  );
  const total = Number(counted?.total ?? 0);
  const messages = await selectMessages(db, where, {
    limit: CONTACT_INBOX_PAGE_SIZE,
    offset: (query.page - 1) * CONTACT_INBOX_PAGE_SIZE,
  });
  return { messages, page: query.page, pageCount: Math.ceil(total / CONTACT_INBOX_PAGE_SIZE), total };
}

/**
 * Marks a message handled by the actor. A message already handled stays as it was (first handler,
 * first time) and records nothing: two admins clicking at once make one entry, whoever was first.
 */
export async function markContactMessageHandled(
  db: TDatabase,
  actor: TAdminActor,
  id: string,
  now: Date,
): Promise<TAdminContactMessage> {
  return db.transaction(async (tx) => {
    const [handled] = await tx
      .update(contactMessages)
      .set({ handledAt: now, handledBy: actor.id })
      .where(and(eq(contactMessages.id, id), isNull(contactMessages.handledAt)))
      .returning({ subject: contactMessages.subject });
    if (handled) {
      await recordAdminAction(
        tx,
        actor,
        {
          action: 'contact.handled',
          targetType: 'contact-message',
          targetId: id,
          targetLabel: handled.subject,
        },
        now,
      );
    }
    const [message] = await selectMessages(tx, sql`m.id = ${id}`, { limit: 1, offset: 0 });
    if (!message) throw new DomainError('not-found', CONTACT_MESSAGE_NOT_FOUND);
    return message;
  });
}
