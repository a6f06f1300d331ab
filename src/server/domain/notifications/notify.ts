import { sql } from 'drizzle-orm';
import type { TNotificationType } from '../../../shared/schemas/notification';
import type { TExecutor } from '../needs-lists/list-access';

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
};

export type TNotice = {
  userId: string;
  type: TNotificationType;
  title: string;
  message: string;
  link: string | null;
};

/**
 * In-app notifications, made in the caller's transaction (so a rolled-back write tells nobody). Each
 * is marked for the mail digest when the user's choices ask for mail about its kind (never for demo
 * accounts, whose addresses are not real).
 */
export async function notifyUsers(tx: TExecutor, notices: TNotice[], now: Date): Promise<void> {
  for (const notice of notices) {
    const choice = MAIL_CHOICE[notice.type];
    const wantsMail =
      choice === 'family'
        ? sql`u.is_email_on_purchase`
        : choice === 'donor'
          ? sql`u.is_email_on_thank_you`
          : sql`false`;
    await tx.execute(sql`
      insert into notifications (user_id, type, title, message, link, email_state, created_at)
      select u.id, ${notice.type}, ${notice.title}, ${notice.message}, ${notice.link},
        case when ${wantsMail} and not u.is_demo then 'pending' else 'none' end,
        ${now.toISOString()}::timestamptz
      from users u where u.id = ${notice.userId}`);
  }
}
