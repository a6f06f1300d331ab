import { sql } from 'drizzle-orm';
import { ANONYMOUS_DONOR_NAME } from '../../../shared/pledge-limits';
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
  /** The gift a notice to its family names the donor of (see hideDonorNameInNotices). */
  pledgeId?: string;
  /** Which mail choice covers it, when not the one of its type (a donor told that a list is fulfilled). */
  mailChoice?: 'family' | 'donor';
};

/**
 * In-app notifications, made in the caller's transaction (so a rolled-back write tells nobody). Each
 * is marked for the mail digest when the user's choices ask for mail about its kind (never for demo
 * accounts, whose addresses are not real).
 */
export async function notifyUsers(tx: TExecutor, notices: TNotice[], now: Date): Promise<void> {
  for (const notice of notices) {
    const choice = notice.mailChoice ?? MAIL_CHOICE[notice.type];
    const wantsMail =
      choice === 'family'
        ? sql`u.is_email_on_purchase`
        : choice === 'donor'
          ? sql`u.is_email_on_thank_you`
          : sql`false`;
    await tx.execute(sql`
      insert into notifications (user_id, type, title, message, link, pledge_id, email_state, created_at)
      select u.id, ${notice.type}, ${notice.title}, ${notice.message}, ${notice.link}, ${notice.pledgeId ?? null}::uuid,
        case when ${wantsMail} and not u.is_demo then 'pending' else 'none' end,
        ${now.toISOString()}::timestamptz
      from users u where u.id = ${notice.userId}`);
  }
}

/**
 * Takes a donor's name out of the notifications their gifts gave the families (and out of any digest
 * not mailed yet): when they choose anonymity after reserving, or close their account. A mail already
 * sent cannot be taken back.
 */
export async function hideDonorNameInNotices(
  tx: TExecutor,
  pledgeIds: string[],
  name: string,
): Promise<void> {
  if (pledgeIds.length === 0 || name === ANONYMOUS_DONOR_NAME) return;
  await tx.execute(sql`
    update notifications set
      title = replace(title, ${name}, ${ANONYMOUS_DONOR_NAME}),
      message = replace(message, ${name}, ${ANONYMOUS_DONOR_NAME})
    where pledge_id in (${sql.join(
      pledgeIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
}
