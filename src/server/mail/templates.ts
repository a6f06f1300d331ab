import * as PAGE_PATHS from '#shared/page-paths';
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

// One plain layout for every mail: a text part that reads well on its own and a simple HTML part.
function composeMail(content: TMailContent): TMail {
  const textParts = [content.greeting, '', ...content.paragraphs.flatMap((paragraph) => [paragraph, ''])];
  if (content.action) textParts.push(`${content.action.label}: ${content.action.url}`, '');
  for (const paragraph of content.after ?? []) textParts.push(paragraph, '');
  textParts.push('— Kindlist');
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#0f766e;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p><p style="font-size:13px;color:#475569">Or open this link: <a href="${escapeHtml(content.action.url)}">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const html = `<!doctype html><html lang="en"><body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#0f172a;line-height:1.5;max-width:560px;margin:0 auto;padding:24px"><p style="font-weight:700;color:#0f766e;font-size:18px">Kindlist</p><p>${escapeHtml(content.greeting)}</p>${content.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('')}${button}${(content.after ?? []).map((paragraph) => `<p style="font-size:14px;color:#475569">${escapeHtml(paragraph)}</p>`).join('')}<p style="color:#475569">— Kindlist</p></body></html>`;
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

export function composeVerificationMail(input: {
  to: string;
  firstName: string;
  url: string;
  userId: string;
}): TMail {
  return composeMail({
    to: input.to,
    subject: 'Confirm your email address for Kindlist',
    greeting: `Hello ${input.firstName || 'there'},`,
    paragraphs: [
      'Please confirm that this is your email address. Once it is confirmed you can publish needs lists.',
    ],
    action: { label: 'Confirm my email address', url: input.url },
    after: [
      'The link works once and for 24 hours.',
      'If you did not create a Kindlist account, you can ignore this mail.',
    ],
    userId: input.userId,
    askAgainPath: PAGE_PATHS.verifyEmail,
  });
}

export function composeExistingAccountMail(input: {
  to: string;
  firstName: string;
  signInUrl: string;
  resetUrl: string;
}): TMail {
  return composeMail({
    to: input.to,
    subject: 'Someone tried to create a Kindlist account with your email',
    greeting: `Hello ${input.firstName || 'there'},`,
    paragraphs: [
      'Someone (maybe you) tried to create a new Kindlist account with this email address. You already have an account, so nothing was changed.',
      `If it was you, sign in at ${input.signInUrl}.`,
    ],
    action: { label: 'Reset my password', url: input.resetUrl },
    after: ['If it was not you, you do not need to do anything.'],
  });
}

export function composeResetPasswordMail(input: {
  to: string;
  firstName: string;
  url: string;
  userId: string;
}): TMail {
  return composeMail({
    to: input.to,
    subject: 'Reset your Kindlist password',
    greeting: `Hello ${input.firstName || 'there'},`,
    paragraphs: ['We received a request to reset the password of your Kindlist account.'],
    action: { label: 'Choose a new password', url: input.url },
    after: [
      'The link works once and for one hour. Choosing a new password signs you out everywhere else.',
      'If you did not ask for this, you can ignore this mail: your password stays the same.',
    ],
    userId: input.userId,
    askAgainPath: PAGE_PATHS.resetPassword,
  });
}

export function composeAccountDeletedMail(input: {
  to: string;
  firstName: string;
  confirmationCode: string;
  statusUrl: string;
}): TMail {
  return composeMail({
    to: input.to,
    subject: 'Your Kindlist account was deleted',
    greeting: `Hello ${input.firstName || 'there'},`,
    paragraphs: [
      'Your Kindlist account has been deleted, as you asked. Your profile, photo, lists, notifications and sessions are gone; gifts you gave stay in the families’ lists without your name.',
      `Your confirmation code is ${input.confirmationCode}.`,
    ],
    action: { label: 'Check the status of this deletion', url: input.statusUrl },
    after: [
      'This is the last mail we send to this address. If you did not ask for this, reply to this mail at once.',
    ],
  });
}

export function composeEmailChangeMail(input: {
  to: string;
  firstName: string;
  url: string;
  userId: string;
}): TMail {
  return composeMail({
    to: input.to,
    subject: 'Confirm your new email address for Kindlist',
    greeting: `Hello ${input.firstName || 'there'},`,
    paragraphs: [
      'You asked to use this address for your Kindlist account. Your account keeps its current address until you confirm this one.',
    ],
    action: { label: 'Use this email address', url: input.url },
    after: [
      'The link works once and for 24 hours.',
      'If you did not ask for this, you can ignore this mail; nothing changes.',
    ],
    userId: input.userId,
    askAgainPath: PAGE_PATHS.settings,
  });
}

/** Several notifications in one mail: a busy list sends one digest every few minutes, not a mail per gift. */
export function composeNotificationDigestMail(input: {
  to: string;
  firstName: string;
  userId: string;
  appUrl: string;
  notices: Array<{ title: string; message: string; link: string | null }>;
}): TMail {
  const [first] = input.notices;
  const isSingle = input.notices.length === 1 && first !== undefined;
  return composeMail({
    to: input.to,
    subject: isSingle
      ? `Kindlist: ${first.title}`
      : `Kindlist: ${input.notices.length} updates on your gifts and lists`,
    greeting: `Hello ${input.firstName || 'there'},`,
    paragraphs: input.notices.map(
      (notice) =>
        `${notice.title}. ${notice.message}${notice.link && !isSingle ? ` (${input.appUrl}${notice.link})` : ''}`,
    ),
    action: {
      label: isSingle && first.link ? 'Open it on Kindlist' : 'See your notifications',
      url: `${input.appUrl}${isSingle && first.link ? first.link : PAGE_PATHS.profile}`,
    },
    after: ['You can choose which mails you get in Settings on Kindlist.'],
    userId: input.userId,
  });
}

/** A contact message, for the admins: the sender's own words, escaped like everything else here. */
export function composeContactMessageMail(input: {
  to: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  isSignedIn: boolean;
}): TMail {
  return composeMail({
    to: input.to,
    subject: `Contact: ${input.subject}`,
    greeting: 'Hello,',
    paragraphs: [
      `${input.name} <${input.email}> wrote through the contact form${input.isSignedIn ? ' (signed in)' : ''}:`,
      `Subject: ${input.subject}`,
      ...input.message.split(/\n{2,}/),
    ],
    after: ['Answer by writing to the sender’s address above. The message is also kept in Kindlist.'],
  });
}

/**
 * The sender's confirmation. It repeats nothing they typed: anyone can type any address into the
 * form, so this mail must carry no words of theirs to a stranger.
 */
export function composeContactReceivedMail(input: { to: string }): TMail {
  return composeMail({
    to: input.to,
    subject: 'We received your message to Kindlist',
    greeting: 'Hello,',
    paragraphs: [
      'Thank you for writing to Kindlist. Your message has reached our small team: a person reads every message and answers as soon as they can.',
    ],
    after: [
      'If you did not write to us, someone typed your address by mistake: you can ignore this mail.',
      'In an emergency, call 911. To talk to someone now, call or text 988, or call 211 for local help.',
    ],
  });
}
