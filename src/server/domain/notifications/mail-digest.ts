import { sql } from 'drizzle-orm';
import type { TDatabase } from '#server/db/client';
import { toRows } from '#server/db/client';
import { composeNotificationDigestMail } from '#server/mail/digest-mail';
import { queueMail } from '#server/mail/mail-outbox';
import type { TMailer } from '#server/mail/mailer';
import type { TClock } from '#server/services/clock';
import { chooseLocale } from '#shared/i18n/locales';
import { renderNotice, type TNoticeValues } from './notice-text';

/** A user's notifications wait this long for others to join them in one mail. */
export const DIGEST_WAIT_MS = 5 * 60 * 1000;

type TClaimedRow = {
  user_id: string;
  type: string;
  /** The status of the gift the notice is about, as it is now (null: none, or gone with its list). */
  pledge_status: string | null;
  title: string;
  message: string;
  title_key: string | null;
  message_key: string | null;
  message_values: TNoticeValues | null;
  pledge_id: string | null;
  has_donor_prefix: boolean;
  link: string | null;
  is_anonymous: boolean | null;
  donor_id: string | null;
  donor_first_name: string | null;
  donor_last_name: string | null;
  donor_full_name_shown: boolean | null;
  created_at: Date | string;
  email: string;
  first_name: string;
  language: string;
};

// What a notice about a gift asks of the family holds while the gift is as it was then: "has 72 hours
// to buy it" while it is reserved, "confirm it when it arrives" while it is reported bought and not yet
// confirmed. A gift since bought, confirmed, cancelled or ended has notices of its own (or needs none).
const STILL_TRUE_WHILE: Record<string, string> = {
  item_reserved: 'reserved',
  item_purchased: 'purchased',
};

function isStillTrue(row: TClaimedRow): boolean {
  const status = STILL_TRUE_WHILE[row.type];
  return status === undefined || row.pledge_status === status;
}

/**
 * Mails each user whose oldest waiting notification is at least DIGEST_WAIT_MS old one digest of all
 * that wait. One UPDATE claims the rows (FOR UPDATE SKIP LOCKED, 'pending' → 'sent') before anything
 * is sent, so several instances never mail the same notification twice, and a user gets at most one
 * mail per wait. Each digest is written in the recipient account's language, from what is still true
 * when it is sent (a notice its gift has moved past is left out; nothing left, no mail). Answers how
 * many mails it sent.
 */
export async function sendNotificationDigests(deps: {
  db: TDatabase;
  mailer: TMailer;
  clock: TClock;
  appUrl: string;
}): Promise<number> {
  const now = deps.clock.now();
  const cutoff = new Date(now.getTime() - DIGEST_WAIT_MS).toISOString();
  // The claim and the mails commit together: a crash or an outage between them loses no digest.
  const count = await deps.db.transaction(async (tx) => {
    const claimed = toRows<TClaimedRow>(
      await tx.execute(sql`
      with due as (
        -- Each recipient is claimed by one instance at a time (their user row, without blocking the
        -- key-share locks that new notifications for them take).
        select u.id as user_id from users u
        where u.id in (
          select user_id from notifications where email_state = 'pending'
          group by user_id having min(created_at) <= ${cutoff}::timestamptz
        )
        for no key update of u skip locked
      ), claimed as (
        -- With the donor a notice names, as they are now: anonymity is decided when it is mailed.
        -- And the gift's status now: a notice the gift has moved past is not mailed.
        select n.id, p.is_anonymous, d.id as donor_id, d.first_name as donor_first_name,
          d.last_name as donor_last_name, d.is_full_name_shown as donor_full_name_shown,
          -- A reservation past its end that the expiry job has not reached yet is over all the same.
          case when g.status = 'reserved' and g.expires_at <= ${now.toISOString()}::timestamptz
            then 'lapsed' else g.status end as pledge_status
        from notifications n join due on due.user_id = n.user_id
          left join pledges p on n.has_donor_prefix and p.id = n.pledge_id
          left join users d on d.id = p.donor_id
          left join pledges g on g.id = n.pledge_id
        where n.email_state = 'pending' order by n.id for update of n skip locked
      )
      update notifications n set email_state = 'sent'
      from claimed, users u
      where n.id = claimed.id and u.id = n.user_id
      returning n.user_id, n.type, claimed.pledge_status, n.title, n.message, n.title_key, n.message_key, n.message_values, n.pledge_id,
        n.has_donor_prefix, n.link, n.created_at, u.email, u.first_name, u.language, claimed.is_anonymous, claimed.donor_id, claimed.donor_first_name,
        claimed.donor_last_name, claimed.donor_full_name_shown`),
    );
    const byUser = new Map<string, TClaimedRow[]>();
    for (const row of claimed.filter(isStillTrue)) {
      byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);
    }
    for (const [userId, rows] of byUser) {
      const [first] = rows;
      if (!first) continue;
      rows.sort((a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime());
      const locale = chooseLocale(first.language);
      await queueMail(
        tx,
        composeNotificationDigestMail({
          to: first.email,
          firstName: first.first_name,
          userId,
          appUrl: deps.appUrl,
          locale,
          notices: rows.map((row) => ({
            link: row.link,
            ...renderNotice(
              {
                title: row.title,
                message: row.message,
                titleKey: row.title_key,
                messageKey: row.message_key,
                messageValues: row.message_values ?? {},
                pledgeId: row.pledge_id,
                hasDonorPrefix: row.has_donor_prefix,
              },
              {
                isAnonymous: row.is_anonymous,
                donor:
                  row.donor_id === null
                    ? null
                    : {
                        firstName: row.donor_first_name ?? '',
                        lastName: row.donor_last_name ?? '',
                        isFullNameShown: row.donor_full_name_shown === true,
                      },
              },
              locale,
            ),
          })),
        }),
        now,
      );
    }
    return byUser.size;
  });
  if (count > 0) deps.mailer.wake();
  return count;
}
