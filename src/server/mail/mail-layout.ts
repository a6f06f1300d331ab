import { getTranslator, type TTranslate } from '#server/services/translations';
import type { TLocale } from '#shared/i18n/locales';
import { hasWebOrEmailAddress } from '#shared/schemas/text';
import type { TMail } from './mailer';

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A link a reader can tap: readable words in the HTML part, the address on a line of its own in the text. */
export type TMailLink = { label: string; url: string };

/** A paragraph, with the link it leads to when it has one. */
export type TMailParagraph = string | { text: string; link: TMailLink };

export type TMailContent = {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: TMailParagraph[];
  action?: TMailLink;
  after?: string[];
} & Pick<TMail, 'userId' | 'askAgainPath'>;

/** Every mail is written in one language: the recipient account's, or the request's for an address without one. */
export type TMailLocale = { locale: TLocale };

function toTextLines(paragraph: TMailParagraph): string[] {
  return typeof paragraph === 'string' ? [paragraph, ''] : [paragraph.text, paragraph.link.url, ''];
}

function toHtml(paragraph: TMailParagraph): string {
  if (typeof paragraph === 'string') return `<p>${escapeHtml(paragraph)}</p>`;
  const { text, link } = paragraph;
  return `<p>${escapeHtml(text)}<br><a href="${escapeHtml(link.url)}" style="color:#0f766e;font-weight:600">${escapeHtml(link.label)}</a></p>`;
}

/**
 * One plain layout for every mail: a text part that reads well on its own and a simple HTML part, in
 * the recipient's language (its messages: src/server/locales/<locale>/mail.json).
 */
export function composeMail(content: TMailContent, locale: TLocale): TMail {
  const t = getTranslator(locale);
  const textParts = [content.greeting, '', ...content.paragraphs.flatMap(toTextLines)];
  if (content.action) textParts.push(`${content.action.label}: ${content.action.url}`, '');
  for (const paragraph of content.after ?? []) textParts.push(paragraph, '');
  textParts.push('— Kindlist');
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#0f766e;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p><p style="font-size:13px;color:#475569">${escapeHtml(t('mail.layout.orOpenLink'))} <a href="${escapeHtml(content.action.url)}">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#0f172a;line-height:1.5;max-width:560px;margin:0 auto;padding:24px"><p style="font-weight:700;color:#0f766e;font-size:18px">Kindlist</p><p>${escapeHtml(content.greeting)}</p>${content.paragraphs.map(toHtml).join('')}${button}${(content.after ?? []).map((paragraph) => `<p style="font-size:14px;color:#475569">${escapeHtml(paragraph)}</p>`).join('')}<p style="color:#475569">— Kindlist</p></body></html>`;
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
export function greet(t: TTranslate, firstName: string): string {
  return firstName && !hasWebOrEmailAddress(firstName)
    ? t('mail.greeting.named', { name: firstName })
    : t('mail.greeting.unnamed');
}
