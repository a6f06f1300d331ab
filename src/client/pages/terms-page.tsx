import { Link } from 'wouter';
import { REPORT_REASON_LABELS, REPORT_REASONS } from '#shared/needs-list-limits';
import * as PAGE_PATHS from '#shared/page-paths';
import {
  ACTIVE_RESERVATIONS_MAX,
  RESERVATION_HOURS,
  RESERVATION_REMINDER_HOURS,
} from '#shared/pledge-limits';
import {
  LEGAL_LINK_CLASS,
  LEGAL_LIST_CLASS,
  LEGAL_SUBHEADING_CLASS,
  LegalPage,
  type TLegalSection,
} from '../components/layout/legal-page';

// The rules as the site applies them: the numbers come from the constants the server uses. Change the
// page, and its date, when the rules change.

const SECTIONS: readonly TLegalSection[] = [
  {
    id: 'what-kindlist-is',
    title: 'What Kindlist is, and what it is not',
    content: (
      <>
        <p>
          Kindlist is a place to ask for help and to give it. Families going through a disaster or a hard time
          publish a needs list of concrete items. A donor reserves an item, buys it at a store of their
          choice, has it sent to the family and tells them on Kindlist. The family confirms when it arrives.
        </p>
        <ul className={LEGAL_LIST_CLASS}>
          <li>
            <strong>Kindlist does not handle money.</strong> No payment or donation goes through Kindlist.
          </li>
          <li>
            <strong>Kindlist is not a store.</strong> A purchase is between the donor and the store. The
            store’s own terms apply to the sale, the delivery and any return.
          </li>
          <li>
            <strong>Kindlist does not check every story or every gift.</strong> We compare new lists with
            existing ones to catch copies, and anyone signed in can report a list that looks wrong, but we
            cannot know that every list is true or that every gift arrives.
          </li>
          <li>
            <strong>Kindlist is not an emergency service.</strong> In an emergency, call 911.
          </li>
          <li>Lists marked as examples are not real families; nothing can be reserved on them.</li>
        </ul>
        <p>These terms apply whenever you use Kindlist.</p>
      </>
    ),
  },
  {
    id: 'your-account',
    title: 'Your account',
    content: (
      <ul className={LEGAL_LIST_CLASS}>
        <li>Give your real name and an email address that is yours.</li>
        <li>
          Confirm your email address with the link we send you. You need a confirmed address to publish a list
          or to reserve a gift.
        </li>
        <li>Use only your own account, and do not let others use it.</li>
        <li>
          Keep your password to yourself, and do not use it on other sites. If you think someone else got in,
          change your password and sign out your other devices in{' '}
          <Link href={PAGE_PATHS.settings} className={LEGAL_LINK_CLASS}>
            Settings
          </Link>
          .
        </li>
      </ul>
    ),
  },
  {
    id: 'for-families',
    title: 'Rules for families',
    content: (
      <ul className={LEGAL_LIST_CLASS}>
        <li>
          Ask for what you really need. A list can be for you and your household, or for someone you are
          helping who has agreed to it.
        </li>
        <li>Tell your story honestly. Ask for things, not for money, gift cards or payment apps.</li>
        <li>
          Use your own photos, or photos you have the right to use. Do not copy another family’s photos or
          story: when you publish, Kindlist compares them with other lists, and a close copy is held out of
          search and cannot receive gifts until our team has reviewed it.
        </li>
        <li>
          Do not post anyone’s private information, such as an address or a phone number, in your story.
        </li>
        <li>
          Keep your shipping address correct, so gifts arrive. When a gift arrives, confirm it on your list;
          if it has not arrived, say so there.
        </li>
        <li>
          A published list cannot be deleted, because donors’ gifts are part of its history; you can archive
          it or make it private. Either one ends the open reservations on it, and the donors are told.
        </li>
      </ul>
    ),
  },
  {
    id: 'for-donors',
    title: 'Rules for donors',
    content: (
      <ul className={LEGAL_LIST_CLASS}>
        <li>
          Reserve only what you mean to buy. A reservation holds the item for you for {RESERVATION_HOURS}{' '}
          hours. We remind you {RESERVATION_REMINDER_HOURS} hours before it ends; then it ends by itself and
          the item is open to others again.
        </li>
        <li>
          You can hold at most {ACTIVE_RESERVATIONS_MAX} reservations at once, so that nobody can block a
          family’s list. You cannot give to your own list.
        </li>
        <li>If your plans change, cancel the reservation, so someone else can buy the item.</li>
        <li>
          After buying, press “I bought this” and say at which store. An order number and a message are
          optional. You can choose to stay anonymous to the family.
        </li>
        <li>
          <strong>The shipping address is only for sending that gift.</strong> Do not share it, keep it, or
          use it for anything else, and do not use it to visit or contact the family. Each time you view it,
          the family sees that you did.
        </li>
        <li>A gift is a gift: do not ask the family for anything in return.</li>
      </ul>
    ),
  },
  {
    id: 'reporting',
    title: 'Reporting and moderation',
    content: (
      <>
        <p>
          If a list looks wrong, use <strong>Report this list</strong> at the foot of the list (you need to be
          signed in). You can choose among these reasons:
        </p>
        <ul className={LEGAL_LIST_CLASS}>
          {REPORT_REASONS.map((reason) => (
            <li key={reason}>{REPORT_REASON_LABELS[reason]}</li>
          ))}
        </ul>
        <p>The family is not told who reported their list.</p>
        <p>
          Kindlist may hide a list that breaks these terms. Donors and visitors can no longer open it then,
          and its family sees on the list that it was hidden, with the reason if one was given. If you think
          we made a mistake,{' '}
          <Link href={PAGE_PATHS.contact} className={LEGAL_LINK_CLASS}>
            tell us through the contact page
          </Link>
          .
        </p>
      </>
    ),
  },
  {
    id: 'your-content',
    title: 'What you post',
    content: (
      <>
        <p>
          What you write and the photos you upload stay yours. You let Kindlist keep them, show them to the
          people your choices allow (who can see each list, and whether your full name is shown), and make the
          copies the site needs, such as smaller photos and link previews, for as long as they are on
          Kindlist.
        </p>
        <p>
          You are responsible for what you post. Post only what is true and what you have the right to share.
          When Kindlist reads an item from a store’s page for you, check the name, price and picture before
          you add it.
        </p>
        <h3 className={LEGAL_SUBHEADING_CLASS}>Other websites</h3>
        <p>
          Store links and share buttons take you to other websites (stores, Facebook, X, WhatsApp). Their own
          terms and privacy policies apply there.
        </p>
      </>
    ),
  },
  {
    id: 'no-guarantees',
    title: 'What we cannot promise',
    content: (
      <>
        <p>We do our best to keep Kindlist working and safe, but we cannot promise that:</p>
        <ul className={LEGAL_LIST_CLASS}>
          <li>a list will receive gifts, or a donor will buy what they reserved;</li>
          <li>a gift will arrive, or arrive on time or in good condition;</li>
          <li>every story on Kindlist is true;</li>
          <li>the site will always be available or free of mistakes.</li>
        </ul>
        <p>
          Problems with a purchase or a delivery are between the donor and the store. Kindlist is offered as
          it is, without payment.
        </p>
      </>
    ),
  },
  {
    id: 'ending',
    title: 'Ending your account',
    content: (
      <p>
        You can delete your account yourself at any time, in{' '}
        <Link href={PAGE_PATHS.settings} className={LEGAL_LINK_CLASS}>
          Settings
        </Link>
        . Your lists are deleted with it, and open reservations on them end. Gifts you gave stay in the
        families’ lists, without your name. The{' '}
        <Link href={PAGE_PATHS.privacy} className={LEGAL_LINK_CLASS}>
          privacy policy
        </Link>{' '}
        lists exactly what is deleted and what stays.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    content: (
      <p>
        When these terms change, we change this page and the date at its top. The terms on this page are the
        ones that apply.
      </p>
    ),
  },
];

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms and conditions"
      currentPath={PAGE_PATHS.terms}
      intro={
        <p>
          What Kindlist is, what we ask of everyone who uses it, and what we can and cannot promise, in plain
          words.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
