import { getTranslator } from '#server/services/translations';
import * as PAGE_PATHS from '#shared/page-paths';
import { composeMail, greet, type TMailLocale } from './mail-layout';
import type { TMail } from './mailer';

/**
 * Several notifications in one mail: a busy list sends one digest every few minutes, not a mail per
 * gift. The notices come already written in the recipient's language, each with the page it is about
 * as a link to tap (words in the HTML part, the address on its own line in the text part).
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
      paragraphs: input.notices.map((notice) => {
        const text = t('mail.digest.notice', { title: notice.title, message: notice.message });
        // One notice: its page is the mail's button.
        return notice.link && !isSingle
          ? { text, link: { label: t('mail.digest.actionOpen'), url: `${input.appUrl}${notice.link}` } }
          : text;
      }),
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
