import { LEGAL_LIST_CLASS, type TLegalSection } from '#client/components/layout/legal-page';
import { createTranslator } from '#client/lib/i18n';
import { RichText } from '#client/lib/rich-text';
import catalog from '#client-catalog/privacy.json';
import * as PAGE_PATHS from '#shared/page-paths';
import {
  RESERVATION_HOURS,
  RESERVATION_REMINDER_HOURS,
  UNCONFIRMED_HOLD_MINUTES,
} from '#shared/pledge-limits';
import { legalLink } from './legal-link';

const t = createTranslator(catalog);

// What the code does today (giving: domain/pledges; mail: src/server/mail, domain/notifications).
// Change the page, and its date, when the behaviour changes.

/** The privacy policy's gifts and mail: what giving keeps, and the emails we send. */
export function readPrivacyGiftsAndMail(): readonly TLegalSection[] {
  return [
    {
      id: 'gifts',
      title: t('privacy.gifts.title'),
      content: (
        <>
          <p>{t('privacy.gifts.intro')}</p>
          <ul className={LEGAL_LIST_CLASS}>
            <li>
              {t('privacy.gifts.reservation', {
                hours: RESERVATION_HOURS,
                reminderHours: RESERVATION_REMINDER_HOURS,
              })}
            </li>
            <li>{t('privacy.gifts.hold', { minutes: UNCONFIRMED_HOLD_MINUTES })}</li>
            <li>{t('privacy.gifts.bought')}</li>
            <li>{t('privacy.gifts.next')}</li>
          </ul>
          <p>{t('privacy.gifts.stores')}</p>
        </>
      ),
    },
    {
      id: 'notifications-and-email',
      title: t('privacy.mail.title'),
      content: (
        <>
          <p>{t('privacy.mail.intro')}</p>
          <ul className={LEGAL_LIST_CLASS}>
            <li>{t('privacy.mail.confirm')}</li>
            <li>{t('privacy.mail.reset')}</li>
            <li>{t('privacy.mail.existing')}</li>
            <li>{t('privacy.mail.deleted')}</li>
            <li>
              <RichText t={t} id="privacy.mail.news" components={{ 0: legalLink(PAGE_PATHS.settings) }} />
            </li>
          </ul>
          <p>{t('privacy.mail.delivery')}</p>
        </>
      ),
    },
  ];
}
