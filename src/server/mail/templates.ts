import { getTranslator, type TTranslate } from '#server/services/translations';
import type { TLocale } from '#shared/i18n/locales';
import * as PAGE_PATHS from '#shared/page-paths';
import { hasWebOrEmailAddress } from '#shared/schemas/text';
import type { TMail } from './mailer';

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

type TMailContent = {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  after?: string[];
} & Pick<TMail, 'userId' | 'askAgainPath'>;

// One plain layout for every mail: a text part that reads well on its own and a simple HTML part, in
// the recipient's language (its messages: src/server/locales/<locale>/mail.json).
function composeMail(content: TMailContent, locale: TLocale): TMail {
  const t = getTranslator(locale);
  const textParts = [content.greeting, '', ...content.paragraphs.flatMap((paragraph) => [paragraph, ''])];
  if (content.action) textParts.push(`${content.action.label}: ${content.action.url}`, '');
  for (const paragraph of content.after ?? []) textParts.push(paragraph, '');
  textParts.push('— Kindlist');
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#0f766e;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p><p style="font-size:13px;color:#475569">${escapeHtml(t('mail.layout.orOpenLink'))} <a href="${escapeHtml(content.action.url)}">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#0f172a;line-height:1.5;max-width:560px;margin:0 auto;padding:24px"><p style="font-weight:700;color:#0f766e;font-size:18px">Kindlist</p><p>${escapeHtml(content.greeting)}</p>${content.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('')}${button}${(content.after ?? []).map((paragraph) => `<p style="font-size:14px;color:#475569">${escapeHtml(paragraph)}</p>`).join('')}<p style="color:#475569">— Kindlist</p></body></html>`;
  return {
    userId: content.userId,
    askAgainPath: content.askAgainPath,
    to: content.to,
    subject: content.subject,
    text: textParts.join('\n'),
    html,
    link: content.action?.url,
  };
}

/**
 * "Hello Ana," — or "Hello there," for an account without a first name, and for one whose name holds a
 * web or email address (stored before names were checked, or given by a sign-in provider): a mail goes
 * to whatever address was typed at sign-up, and must never carry a stranger's link.
 */
function greet(t: TTranslate, firstName: string): string {
  return firstName && !hasWebOrEmailAddress(firstName)
    ? t('mail.greeting.named', { name: firstName })
    : t('mail.greeting.unnamed');
}

/** Every mail is written in one language: the recipient account's, or the request's for an address without one. */
type TMailLocale = { locale: TLocale };

export function composeVerificationMail(
  input: { to: string; firstName: string; url: string; userId: string } & TMailLocale,
): TMail {
  const t = getTranslator(input.locale);
  return composeMail(
    {
      to: input.to,
      subject: t('mail.verification.subject'),
      greeting: greet(t, input.firstName),
      paragraphs: [t('mail.verification.body')],
      action: { label: t('mail.verification.action'), url: input.url },
      after: [t('mail.common.linkOneDay'), t('mail.verification.ignore')],
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

/**
 * Several notifications in one mail: a busy list sends one digest every few minutes, not a mail per
 * gift. The notices come already written in the recipient's language.
 */
export function composeNotificationDigestMail(
  input: {
    to: string;
    firstName: string;
    userId: string;
    appUrl: string;
    notices: Array<{ title: string; message: string; link: string | null }>;
  } & TMailLocale,
): TMail {
  const t = getTranslator(input.locale);
  const [first] = input.notices;
  const isSingle = input.notices.length === 1 && first !== undefined;
  return composeMail(
    {
      to: input.to,
      subject: isSingle
        ? t('mail.digest.subjectOne', { title: first.title })
        : t('mail.digest.subjectMany', { count: input.notices.length }),
      greeting: greet(t, input.firstName),
      paragraphs: input.notices.map((notice) =>
        notice.link && !isSingle
          ? t('mail.digest.noticeWithLink', {
              title: notice.title,
              message: notice.message,
              url: `${input.appUrl}${notice.link}`,
            })
          : t('mail.digest.notice', { title: notice.title, message: notice.message }),
      ),
      action: {
        label: isSingle && first.link ? t('mail.digest.actionOpen') : t('mail.digest.actionAll'),
        url: `${input.appUrl}${isSingle && first.link ? first.link : PAGE_PATHS.profile}`,
      },
      after: [t('mail.digest.settings')],
      userId: input.userId,
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
