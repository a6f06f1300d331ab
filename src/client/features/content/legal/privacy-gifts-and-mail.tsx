import { Link } from 'wouter';
import { LEGAL_LINK_CLASS, LEGAL_LIST_CLASS, type TLegalSection } from '#client/components/layout/legal-page';
import * as PAGE_PATHS from '#shared/page-paths';
import {
  RESERVATION_HOURS,
  RESERVATION_REMINDER_HOURS,
  UNCONFIRMED_HOLD_MINUTES,
} from '#shared/pledge-limits';

// What the code does today (giving: domain/pledges; mail: src/server/mail, domain/notifications).
// Change the page, and its date, when the behaviour changes.

/** The privacy policy's gifts and mail: what giving keeps, and the emails we send. */
export const PRIVACY_GIFTS_AND_MAIL: readonly TLegalSection[] = [
  {
    id: 'gifts',
    title: 'Gifts',
    content: (
      <>
        <p>When you give through Kindlist, we keep:</p>
        <ul className={LEGAL_LIST_CLASS}>
          <li>
            what you reserved, how many, when, and whether you chose to stay anonymous to the family. A
            reservation ends by itself after {RESERVATION_HOURS} hours if you have not bought the item; we
            remind you {RESERVATION_REMINDER_HOURS} hours before, in the time zone of the device you reserved
            from;
          </li>
          <li>
            before your email address is confirmed, an item you reserve is held for {UNCONFIRMED_HOLD_MINUTES}{' '}
            minutes. With such a hold we keep a scrambled form of your network address and of your browser’s
            device cookie, only to count holds from one place; both are removed when you confirm your address
            or the hold ends.
          </li>
          <li>
            when you say “I bought this”: the store, how many, and, if you give them, an order number and a
            message for the family;
          </li>
          <li>
            what happens next: the family confirming it arrived, or saying it has not yet, and their thanks.
          </li>
        </ul>
        <p>
          The store links open the store’s own website in a new tab. We add no affiliate or tracking codes to
          the store searches we build, and the link does not tell the store which Kindlist page you came from.
          What you do at the store is between you and the store, under its own privacy policy.
        </p>
      </>
    ),
  },
  {
    id: 'notifications-and-email',
    title: 'Notifications and email',
    content: (
      <>
        <p>
          Notifications in the app (the bell) are kept until you clear them or delete your account. We send
          these emails:
        </p>
        <ul className={LEGAL_LIST_CLASS}>
          <li>
            a link to confirm your email address (it works for 24 hours), and one to confirm a new address;
          </li>
          <li>a link to choose a new password when you ask for it (it works for one hour);</li>
          <li>a note when someone tries to create an account with your email address;</li>
          <li>a confirmation with a code when your account is deleted;</li>
          <li>
            news about your lists and gifts: both kinds are on at first, and you can turn each off in{' '}
            <Link href={PAGE_PATHS.settings} className={LEGAL_LINK_CLASS}>
              Settings
            </Link>
            . They come together in one email at most every 5 minutes, never one per gift.
          </li>
        </ul>
        <p>
          We hand emails to our mail service for delivery. If an email cannot be delivered after a few tries,
          you get a notification in the app asking you to ask for it again.
        </p>
      </>
    ),
  },
];
