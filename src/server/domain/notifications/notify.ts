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
  if (notices.length === 0) return;
  // One statement for any number of notices (an expiry run may tell hundreds of donors).
  const column = (type: 'text' | 'uuid', values: Array<string | null>) =>
    sql`array[${sql.join(
      values.map((value) => sql`${value}::${sql.raw(type)}`),
      sql`, `,
    )}]`;
  await tx.execute(sql`
    insert into notifications (user_id, type, title, message, link, pledge_id, email_state, created_at)
    select u.id, n.type, n.title, n.message, n.link, n.pledge_id,
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
        notices.map((notice) => notice.title),
      )},
      ${column(
        'text',
        notices.map((notice) => notice.message),
      )},
      ${column(
        'text',
        notices.map((notice) => notice.link),
      )},
      ${column(
        'uuid',
        notices.map((notice) => notice.pledgeId ?? null),
      )},
      ${column(
        'text',
        notices.map((notice) => notice.mailChoice ?? MAIL_CHOICE[notice.type] ?? null),
      )}
    ) as n(user_id, type, title, message, link, pledge_id, choice)
    join users u on u.id = n.user_id`);
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
