import type { TDevice } from '#server/auth/sign-up-context';
import type { TConfirmationPurpose } from '#server/domain/accounts/confirmation-purpose';
import { formatInTimeZone } from '#server/domain/pledges/reservation-time-zone';
import { getTranslator, type TTranslate } from '#server/services/translations';
import { INTL_LOCALES } from '#shared/i18n/locales';
import * as PAGE_PATHS from '#shared/page-paths';
import { RESERVATION_HOURS, UNCONFIRMED_HOLD_MINUTES } from '#shared/pledge-limits';
import { hasWebOrEmailAddress } from '#shared/schemas/text';
import { composeMail, greet, type TMailLocale } from './mail-layout';
import type { TMail } from './mailer';

/** What confirming does for this reader, in a sentence (see readConfirmationPurpose). */
function describeConfirmationPurpose(t: TTranslate, purpose: TConfirmationPurpose): string {
  const times = { minutes: UNCONFIRMED_HOLD_MINUTES, hours: RESERVATION_HOURS };
  if (purpose.kind === 'give') {
    // The item's name is its list owner's words, and this mail goes to whatever address was typed.
    return purpose.item && !hasWebOrEmailAddress(purpose.item)
      ? t('mail.verification.giveItem', { ...times, item: purpose.item })
      : t('mail.verification.give', times);
  }
  if (purpose.kind === 'publish') return t('mail.verification.publish');
  return t('mail.verification.both', times);
}

/**
 * The link that confirms a new account's address. It says what confirming does for the reason the
 * person signed up, when and from what the account was made (so that someone who did not make it can
 * tell), and what to do then.
 */
export function composeVerificationMail(
  input: {
    to: string;
    firstName: string;
    url: string;
    userId: string;
    purpose: TConfirmationPurpose;
    createdAt: Date;
    device: TDevice | null;
  } & TMailLocale,
): TMail {
  const t = getTranslator(input.locale);
  const when = formatInTimeZone(input.createdAt, null, INTL_LOCALES[input.locale]);
  return composeMail(
    {
      to: input.to,
      subject: t('mail.verification.subject'),
      greeting: greet(t, input.firstName),
      paragraphs: [t('mail.verification.body'), describeConfirmationPurpose(t, input.purpose)],
      action: { label: t('mail.verification.action'), url: input.url },
      after: [
        t('mail.common.linkOneDay'),
        input.device
          ? t('mail.verification.createdFrom', { when, ...input.device })
          : t('mail.verification.created', { when }),
        t('mail.verification.notYou'),
      ],
      userId: input.userId,
      askAgainPath: PAGE_PATHS.verifyEmail,
    },
    input.locale,
  );
}

export function composeExistingAccountMail(
  input: { to: string; firstName: string; signInUrl: string; resetUrl: string } & TMailLocale,
): TMail {
  const t = getTranslator(input.locale);
  return composeMail(
    {
      to: input.to,
      subject: t('mail.existingAccount.subject'),
      greeting: greet(t, input.firstName),
      paragraphs: [
        t('mail.existingAccount.body'),
        t('mail.existingAccount.signIn', { url: input.signInUrl }),
      ],
      action: { label: t('mail.existingAccount.action'), url: input.resetUrl },
      after: [t('mail.existingAccount.notYou')],
    },
    input.locale,
  );
}

export function composeResetPasswordMail(
  input: { to: string; firstName: string; url: string; userId: string } & TMailLocale,
): TMail {
  const t = getTranslator(input.locale);
  return composeMail(
    {
      to: input.to,
      subject: t('mail.resetPassword.subject'),
      greeting: greet(t, input.firstName),
      paragraphs: [t('mail.resetPassword.body')],
      action: { label: t('mail.resetPassword.action'), url: input.url },
      after: [t('mail.resetPassword.linkOneHour'), t('mail.resetPassword.ignore')],
      userId: input.userId,
      askAgainPath: PAGE_PATHS.resetPassword,
    },
    input.locale,
  );
}

export function composeAccountDeletedMail(
  input: { to: string; firstName: string; confirmationCode: string; statusUrl: string } & TMailLocale,
): TMail {
  const t = getTranslator(input.locale);
  return composeMail(
    {
      to: input.to,
      subject: t('mail.accountDeleted.subject'),
      greeting: greet(t, input.firstName),
      paragraphs: [
        t('mail.accountDeleted.body'),
        t('mail.accountDeleted.code', { code: input.confirmationCode }),
      ],
      action: { label: t('mail.accountDeleted.action'), url: input.statusUrl },
      after: [t('mail.accountDeleted.last')],
    },
    input.locale,
  );
}

export function composeEmailChangeMail(
  input: { to: string; firstName: string; url: string; userId: string } & TMailLocale,
): TMail {
  const t = getTranslator(input.locale);
  return composeMail(
    {
      to: input.to,
      subject: t('mail.emailChange.subject'),
      greeting: greet(t, input.firstName),
      paragraphs: [t('mail.emailChange.body')],
      action: { label: t('mail.emailChange.action'), url: input.url },
      after: [t('mail.common.linkOneDay'), t('mail.emailChange.ignore')],
      userId: input.userId,
      askAgainPath: PAGE_PATHS.settings,
    },
    input.locale,
  );
}

/** A contact message, for the admins: the sender's own words, escaped like everything else here. */
export function composeContactMessageMail(
  input: {
    to: string;
    name: string;
    email: string;
    subject: string;
    message: string;
    isSignedIn: boolean;
  } & TMailLocale,
): TMail {
  const t = getTranslator(input.locale);
  const sender = { name: input.name, email: input.email };
  return composeMail(
    {
      to: input.to,
      subject: t('mail.contact.subject', { subject: input.subject }),
      greeting: t('mail.greeting.plain'),
      paragraphs: [
        input.isSignedIn ? t('mail.contact.fromSignedIn', sender) : t('mail.contact.from', sender),
        t('mail.contact.subjectLine', { subject: input.subject }),
        ...input.message.split(/\n{2,}/),
      ],
      after: [t('mail.contact.answer')],
    },
    input.locale,
  );
}

/**
 * The sender's confirmation. It repeats nothing they typed: anyone can type any address into the
 * form, so this mail must carry no words of theirs to a stranger.
 */
export function composeContactReceivedMail(input: { to: string } & TMailLocale): TMail {
  const t = getTranslator(input.locale);
  return composeMail(
    {
      to: input.to,
      subject: t('mail.contactReceived.subject'),
      greeting: t('mail.greeting.plain'),
      paragraphs: [t('mail.contactReceived.body')],
      after: [t('mail.contactReceived.notYou'), t('mail.contactReceived.emergency')],
    },
    input.locale,
  );
}
