import { sql } from 'drizzle-orm';
import type { TExecutor } from '#server/db/transaction';
import type { TNotificationType } from '#shared/schemas/notification';
import { type TNoticeKey, type TNoticeValues, writeNoticeText } from './notice-text';

// Which of the user's mail choices covers a kind of notification: what happens to a family's list
// (isEmailOnPurchase), or to the user's own gifts (isEmailOnThankYou: thanks, receipts, reminders).
const MAIL_CHOICE: Partial<Record<TNotificationType, 'family' | 'donor'>> = {
  item_reserved: 'family',
  item_purchased: 'family',
  list_fulfilled: 'family',
  address_incomplete: 'family',
  item_received: 'donor',
  thank_you_received: 'donor',
  pledge_expiring: 'donor',
  pledge_expired: 'donor',
  reservation_ended: 'donor',
  receipt_not_yet: 'donor',
  gift_ended: 'donor',
  address_seen_then_cancelled: 'family',
  gift_cancelled: 'family',
};

export type TNotice = {
  userId: string;
  type: TNotificationType;
  /** What it says, as catalog messages (notifications.json): written in each reader's language. */
  titleKey: TNoticeKey;
  messageKey: TNoticeKey;
  /** The messages' values, as they are now (names, titles, numbers; dates as ISO strings). */
  values: TNoticeValues;
  link: string | null;
  /**
   * The gift whose donor the message names (`{donor}`): the name is never stored, and the donor is
   * named (or "An anonymous donor") when the notice is read or mailed, as the gift and donor are then.
   */
  donorOfPledgeId?: string;
  /** Which mail choice covers it, when not the one of its type (a donor told that a list is fulfilled). */
  mailChoice?: 'family' | 'donor';
};

/**
 * A notice's text in English, as the row keeps it besides its messages: the message without the
 * donor's name (see TNotice.donorOfPledgeId), as older rows were kept.
 */
function writeStoredText(notice: TNotice): { title: string; message: string } {
  const english = writeNoticeText(notice, 'en', '');
  return { title: english.title, message: english.message.trimStart() };
}

/**
 * In-app notifications, made in the caller's transaction (so a rolled-back write tells nobody). Each
 * is marked for the mail digest when the user's choices ask for mail about its kind (never for demo
 * accounts, whose addresses are not real).
 */
export async function notifyUsers(tx: TExecutor, notices: TNotice[], now: Date): Promise<void> {
  if (notices.length === 0) return;
  const texts = notices.map(writeStoredText);
  // One statement for any number of notices (an expiry run may tell hundreds of donors).
  const column = (type: 'text' | 'uuid' | 'jsonb', values: Array<string | null>) =>
    sql`array[${sql.join(
      values.map((value) => sql`${value}::${sql.raw(type)}`),
      sql`, `,
    )}]`;
  await tx.execute(sql`
    insert into notifications (user_id, type, title, message, title_key, message_key, message_values,
      link, pledge_id, has_donor_prefix, email_state, created_at)
    select u.id, n.type, n.title, n.message, n.title_key, n.message_key, n.message_values, n.link,
      n.pledge_id, n.pledge_id is not null,
      case when not u.is_demo and case n.choice
          when 'family' then u.is_email_on_purchase
          when 'donor' then u.is_email_on_thank_you
          else false end
        then 'pending' else 'none' end,
      ${now.toISOString()}::timestamptz
    from unnest(
      ${column(
        'text',
        notices.map((notice) => notice.userId),
      )},
      ${column(
        'text',
        notices.map((notice) => notice.type),
      )},
      ${column(
        'text',
        texts.map((text) => text.title),
      )},
      ${column(
        'text',
        texts.map((text) => text.message),
      )},
      ${column(
        'text',
        notices.map((notice) => notice.titleKey),
      )},
      ${column(
        'text',
        notices.map((notice) => notice.messageKey),
      )},
      ${column(
        'jsonb',
        notices.map((notice) => JSON.stringify(notice.values)),
      )},
      ${column(
        'text',
        notices.map((notice) => notice.link),
      )},
      ${column(
        'uuid',
        notices.map((notice) => notice.donorOfPledgeId ?? null),
      )},
      ${column(
        'text',
        notices.map((notice) => notice.mailChoice ?? MAIL_CHOICE[notice.type] ?? null),
      )}
    ) as n(user_id, type, title, message, title_key, message_key, message_values, link, pledge_id,
      choice)
    join users u on u.id = n.user_id`);
}
